import { PorticoError } from '../errors'
import { checkParam, objectParam } from '../validation/checkParam'
import { typeReceiver } from './typeReceiver'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

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
export function pasteReceiver(p: Portico, params: PasteReceiverParams): string {
  return runAction(p, (p) => {
    checkParam('params', objectParam(), params)
    const pasted = typeof params.text === 'string' ? params.text.trim() : undefined
    if (pasted === undefined || pasted.length > MAX_PASTED_LENGTH)
      throw new PorticoError('ACTION_FAILED', { params: { message: 'The clipboard holds no receiver' } })
    typeReceiver(p, { input: pasted })
    return pasted
  })
}

/** The error codes `pasteReceiver` can throw. */
export type PasteReceiverErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
