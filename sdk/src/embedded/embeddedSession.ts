import { watchConnectors } from '../connectors/watchConnectors'
import type { Portico } from '../portico/types'
import { isAuthConnector, type AuthConnector } from './session'
import { embeddedError } from './messages'

/** What `authConnector` returns. */
export type AuthConnectorReturnType = AuthConnector

/**
 * The instance's AUTH connector (listed by `embeddedWallet()`); throws when the app did not add it.
 *
 * @example
 * const { embedded } = authConnector(portico) // throws EMBEDDED_WALLET_NOT_CONFIGURED without embeddedWallet()
 */
export function authConnector(p: Portico): AuthConnector {
  watchConnectors(p)
  const connector = p.$connectors.get().all.find(isAuthConnector)
  if (!connector) throw embeddedError('EMBEDDED_WALLET_NOT_CONFIGURED')
  return connector
}

/** The error codes `authConnector` can throw. */
export type AuthConnectorErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
