import { disconnect } from '../connect/disconnect'
import { close } from '../modal/close'
import { reset } from '../router/reset'
import { setSiwxState } from './setSiwxState'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `cancelSignIn` returns. */
export type CancelSignInReturnType = undefined

/**
 * Cancels the sign-in (spec §4): when sign-in is required the wallet is disconnected (the modal stays open),
 * otherwise the modal closes; then the view resets to Connect.
 *
 * @example
 * await cancelSignIn(portico) // the user declined: disconnects when sign-in is required
 */
export function cancelSignIn(p: Portico): Promise<void> {
  return runAction(p, async (p): Promise<void> => {
    const required = p.$options.get().siwx?.getRequired?.() ?? false
    setSiwxState(p, { awaiting: undefined, status: 'idle', message: undefined, error: undefined })
    if (required) await disconnect(p)
    else close(p)
    reset(p, { view: 'Connect' })
  })
}

/** The error codes `cancelSignIn` can throw. */
export type CancelSignInErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'DISCONNECT_CHAINS_FAILED'
  | 'DISCONNECT_FAILED'
  | 'INVALID_PARAMETER'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'
