import { reset } from '../router/reset'
import { defineAction } from '../telemetry/defineAction'

export interface CloseParams {
  /** Close even while a transaction waits for approval. */
  force?: boolean
}

/**
 * Closes the modal and returns it to Connect (embedded: to Account when connected). Returns false, leaving the
 * modal open, while on ApproveTransaction (unless forced) or while a required sign-in is pending.
 */
export const close = defineAction((p, params: CloseParams = {}): boolean => {
  if (p.$router.get().view === 'ApproveTransaction' && !params.force) return false
  if (p.hooks.isRequiredSignInPending?.()) return false

  const connected = Boolean(p.$account.get().address)
  const embedded = p.$options.get().enableEmbedded
  p.$modal.set({ ...p.$modal.get(), open: false, loading: false, loadingNamespaces: {}, namespace: undefined })
  reset(p, embedded && connected ? 'Account' : 'Connect')
  return true
})
