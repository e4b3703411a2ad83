import { updateAccountState } from '../chains/updateAccountState'
import type { ConnectReturnType } from '../connect/connect'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { finishLogin } from './finishLogin'

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
export type ConnectFarcasterErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'CONNECTOR_NOT_FOUND'
  | 'CONNECTOR_NO_PROVIDER'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'
