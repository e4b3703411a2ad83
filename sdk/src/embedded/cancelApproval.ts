import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'

/** What `cancelApproval` returns. */
export type CancelApprovalReturnType = undefined

/**
 * Cancels the request waiting for the user's approval in the frame (ApproveTransaction's Cancel): the frame
 * drops its approval panel and the request fails with 'Request was aborted', which pops ApproveTransaction.
 *
 * @example
 * await cancelApproval(portico) // the approval panel closes; the request is rejected
 */
export const cancelApproval = defineAction(async (p): Promise<void> => {
  await authConnector(p).embedded.request('RPC_ABORT', undefined)
})

/** The error codes `cancelApproval` can throw. */
export type CancelApprovalErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
