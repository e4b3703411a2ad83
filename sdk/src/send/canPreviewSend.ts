import type { Portico } from '../portico/types'
import { sendAmountIssue } from './sendAmountIssue'
import { sendStore } from './sendStore'

/** What `canPreviewSend` returns. */
export type CanPreviewSendReturnType = boolean

/**
 * Whether the send form may go to its preview: a token picked, an amount typed with nothing wrong with it, and a
 * receiver address (a typed name resolved). The kit disables "Preview send" otherwise.
 *
 * @example
 * <button disabled={!canPreviewSend(portico)}>Preview send</button>
 */
export function canPreviewSend(p: Portico): boolean {
  const { token, sendTokenAmount, receiverAddress, receiverNameStatus } = sendStore(p).get()
  return Boolean(
    token && sendTokenAmount?.trim() && !sendAmountIssue(p) && receiverAddress && receiverNameStatus !== 'pending',
  )
}

/** The error codes `canPreviewSend` can throw. */
export type CanPreviewSendErrorType = 'INVALID_AMOUNT' | 'INVALID_PARAMETER'
