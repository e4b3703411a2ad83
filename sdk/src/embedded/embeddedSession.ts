import { setupConnectors } from '../connectors/setupConnectors'
import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'
import { isAuthConnector, type AuthConnector } from './session'

/** The instance's AUTH connector (listed by `embeddedWallet()`); throws when the app did not add it. */
export function authConnector(p: Portico): AuthConnector {
  setupConnectors(p)
  const connector = p.$connectors.get().all.find(isAuthConnector)
  if (!connector) throw new PorticoError('EMBEDDED_WALLET_NOT_CONFIGURED')
  return connector
}
