import { formatSiwxMessage } from './formatSiwxMessage'
import type { SiwxMessage, SiwxMessageData } from './types'

/** A message object: the data, plus `toString()` giving the exact text to sign. */
export function siwxMessage(data: SiwxMessageData): SiwxMessage {
  return { ...data, toString: () => formatSiwxMessage(data) }
}
