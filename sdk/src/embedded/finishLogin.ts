import { connect, type ConnectReturnType } from '../connect/connect'
import type { WritablePortico } from '../portico/types'
import { authConnector } from './embeddedSession'

/** Connects the AUTH connector once the frame holds a session (the user session then shows on the account). */
export function finishLogin(p: WritablePortico): Promise<ConnectReturnType> {
  return connect(p, { connector: authConnector(p) })
}

/**
 * The error codes of an embedded-wallet login that reaches its end (`connectOtp`, `connectSocial`,
 * `connectFarcaster`): the frame's session, then connecting its wallet as `connect` does.
 */
export type EmbeddedLoginErrorType =
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
