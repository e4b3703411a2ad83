import * as v from 'valibot'
import { PorticoError } from '../errors'
import type { WritablePortico } from '../instance/types'
import { defineAction } from '../telemetry/defineAction'
import { typeReceiver } from './typeReceiver'

/** The most text taken from the clipboard: longer than any address or name, short enough to refuse a document. */
const MAX_PASTED_LENGTH = 256

/** The clipboard's text; 'Action failed' where it cannot be read (no clipboard, permission refused). */
async function readClipboard(p: WritablePortico): Promise<unknown> {
  const message = 'The clipboard could not be read'
  if (!p.platform.readClipboard) throw new PorticoError('ACTION_FAILED', { params: { message } })
  try {
    return await p.platform.readClipboard()
  } catch (cause) {
    throw new PorticoError('ACTION_FAILED', { params: { message }, cause })
  }
}

/** What `pasteReceiver` returns: the receiver as pasted (trimmed). */
export type PasteReceiverReturnType = string

/**
 * The Paste button of the receiver field: reads the clipboard (through the platform) and types its text as the
 * receiver, so an address is set at once and a name is looked up. A clipboard that cannot be read, or text that
 * cannot be a receiver (too long), is 'Action failed' and leaves the receiver as it was.
 *
 * @example
 * const receiver = await pasteReceiver(portico) // '0x70997970…' or 'vitalik.eth'
 */
export const pasteReceiver = defineAction(async (p: WritablePortico): Promise<string> => {
  const text = await readClipboard(p)
  const pasted = v.safeParse(v.pipe(v.string(), v.trim(), v.maxLength(MAX_PASTED_LENGTH)), text)
  if (!pasted.success)
    throw new PorticoError('ACTION_FAILED', { params: { message: 'The clipboard holds no receiver' } })
  typeReceiver(p, { input: pasted.output })
  return pasted.output
})

/** The error codes `pasteReceiver` can throw. */
export type PasteReceiverErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
