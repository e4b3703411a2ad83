import { isUserRejection } from '../errors/isUserRejection'

/**
 * Whether a wallet's answer to a pairing proposal means "not this link": the user declined it (`isUserRejection`:
 * codes 4001 and 5000, or words saying so) or it was rejected or expired before anyone answered. A new link is
 * then proposed.
 *
 * @example isProposalRefused(new Error('Proposal expired')) // true
 */
export function isProposalRefused(error: unknown): boolean {
  if (isUserRejection(error)) return true
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined
  return typeof message === 'string' && /rejected|expired/i.test(message)
}
