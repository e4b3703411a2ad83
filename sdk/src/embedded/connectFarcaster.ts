import { updateAccountState } from '../chains/updateAccountState'
import type { ConnectReturnType } from '../connect/connect'
import { authConnector } from './embeddedSession'
import { type EmbeddedLoginErrorType, finishLogin } from './finishLogin'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `connectFarcaster` returns. */
export type ConnectFarcasterReturnType = ConnectReturnType

/**
 * Waits until the Farcaster link was approved, then connects the embedded wallet.
 *
 * @example
 * const { accounts } = await connectFarcaster(portico) // once the user approved in Farcaster
 */
export function connectFarcaster(p: Portico): Promise<ConnectReturnType> {
  return runAction(p, async (p) => {
    await authConnector(p).embedded.request('CONNECT_FARCASTER', undefined)
    updateAccountState(p, { farcasterUrl: undefined }, 'eip155')
    return finishLogin(p)
  })
}

/** The error codes `connectFarcaster` can throw. */
export type ConnectFarcasterErrorType = EmbeddedLoginErrorType
