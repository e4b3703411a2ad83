import { authConnector } from './embeddedSession'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `cancelApproval` returns. */
export type CancelApprovalReturnType = undefined

/**
 * Cancels the request waiting for the user's approval in the frame (ApproveTransaction's Cancel): the frame
 * drops its approval panel and the request fails with 'Request was aborted', which pops ApproveTransaction.
 *
 * @example
 * await cancelApproval(portico) // the approval panel closes; the request is rejected
 */
export function cancelApproval(p: Portico): Promise<void> {
  return runAction(p, async (p): Promise<void> => {
    await authConnector(p).embedded.request('RPC_ABORT', undefined)
  })
}

/** The error codes `cancelApproval` can throw. */
export type CancelApprovalErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
