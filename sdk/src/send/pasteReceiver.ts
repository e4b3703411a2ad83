import { PorticoError } from '../errors'
import type { WritablePortico } from '../instance/types'
import { checkParam, objectParam } from '../validation/checkParam'
import { defineAction } from '../telemetry/defineAction'
import { typeReceiver } from './typeReceiver'

/** The most text taken from the clipboard: longer than any address or name, short enough to refuse a document. */
const MAX_PASTED_LENGTH = 256

/** The parameters of `pasteReceiver`. */
export interface PasteReceiverParams {
  /** The clipboard's text, as the page read it on the user's tap (untrusted: any text, any length). */
  text: unknown
}

/** What `pasteReceiver` returns: the receiver as pasted (trimmed). */
export type PasteReceiverReturnType = string

/**
 * The Paste button of the receiver field: checks the clipboard's text and types it as the receiver, so an address
 * is set at once and a name is looked up. Text that cannot be a receiver (not text, too long) is 'Action failed'
 * and leaves the receiver as it was.
 *
 * @example
 * pasteReceiver(portico, { text: await navigator.clipboard.readText() }) // '0x70997970…' or 'vitalik.eth'
 */
export const pasteReceiver = /* @__PURE__ */ defineAction((p: WritablePortico, params: PasteReceiverParams): string => {
  checkParam('params', objectParam(), params)
  const pasted = typeof params.text === 'string' ? params.text.trim() : undefined
  if (pasted === undefined || pasted.length > MAX_PASTED_LENGTH)
    throw new PorticoError('ACTION_FAILED', { params: { message: 'The clipboard holds no receiver' } })
  typeReceiver(p, { input: pasted })
  return pasted
})

/** The error codes `pasteReceiver` can throw. */
export type PasteReceiverErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
