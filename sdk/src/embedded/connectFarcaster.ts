import { updateAccountState } from '../chains/updateAccountState'
import type { ConnectReturnType } from '../connect/connect'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { type EmbeddedLoginErrorType, finishLogin } from './finishLogin'

/** What `connectFarcaster` returns. */
export type ConnectFarcasterReturnType = ConnectReturnType

/**
 * Waits until the Farcaster link was approved, then connects the embedded wallet.
 *
 * @example
 * const { accounts } = await connectFarcaster(portico) // once the user approved in Farcaster
 */
export const connectFarcaster = defineAction(async (p): Promise<ConnectReturnType> => {
  await authConnector(p).embedded.request('CONNECT_FARCASTER', undefined)
  updateAccountState(p, { farcasterUrl: undefined }, 'eip155')
  return finishLogin(p)
})

/** The error codes `connectFarcaster` can throw. */
export type ConnectFarcasterErrorType = EmbeddedLoginErrorType
