import { reset } from '../router/reset'
import { canClose } from './canClose'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `close`. */
export interface CloseParams {
  /** Close even while a transaction waits for approval or is being sent. */
  force?: boolean
}

/** What `close` returns. */
export type CloseReturnType = boolean

/**
 * Closes the modal and returns it to Connect (embedded: to Account when connected). Returns false, leaving the
 * modal open, when `canClose` says no: on ApproveTransaction or while a send or swap transaction is pending (unless
 * forced), and while a required sign-in signature is pending.
 *
 * @example
 * if (!close(portico)) console.log('a transaction is pending')
 * close(portico, { force: true })
 */
export function close(p: Portico, params: CloseParams = {}): boolean {
  return runAction(p, (p) => {
    if (!canClose(p, params)) return false

    const connected = Boolean(p.$account.get().address)
    const embedded = p.$options.get().enableEmbedded
    p.$modal.set({ ...p.$modal.get(), open: false, loading: false, loadingNamespaces: {}, namespace: undefined })
    reset(p, { view: embedded && connected ? 'Account' : 'Connect' })
    return true
  })
}

/** The error codes `close` can throw. */
export type CloseErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
