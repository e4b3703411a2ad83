import * as v from 'valibot'
import type { Portico } from '../portico/types'
import { loadedEntryStore } from '../stores/entryStore'
import { isTransactionPending } from './isTransactionPending'
import { checkParam, objectParam } from '../validation/checkParam'

/** What `canClose` returns. */
export type CanCloseReturnType = boolean

/** The parameters of `canClose`. */
export interface CanCloseParams {
  /** Whether a pending transaction may be left (`close({ force: true })`). */
  force?: boolean
}

/**
 * Whether `close` would close the modal now: not while on ApproveTransaction or while a send or swap transaction is
 * pending (unless `force`), and never while a required sign-in signature is pending. A UI may dim its close button.
 *
 * @example
 * closeButton.setAttribute('aria-disabled', String(!canClose(portico)))
 */
export function canClose(p: Portico, params: CanCloseParams = {}): boolean {
  const { force } = checkParam('params', objectParam({ force: v.optional(v.boolean('must be true or false')) }), params)
  if (!force && (p.$router.get().view === 'ApproveTransaction' || isTransactionPending(p))) return false
  // A required sign-in that waits for the user, or a sign-in signature the wallet is asked for (`$siwx`).
  const siwx = loadedEntryStore(p, '$siwx')
  if (!siwx) return true
  const { required, awaiting, status } = siwx.get()
  return !((required && awaiting !== undefined) || status === 'pending')
}

/** The error codes `canClose` can throw. */
export type CanCloseErrorType = 'INVALID_PARAMETER'
