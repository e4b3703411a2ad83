import type { Namespace } from '../constants'
import type { Connector } from '../connectors/types'
import type { WritablePortico } from '../instance/types'
import { applyConnection } from './applyConnection'
import { providerOf } from './providerOf'
import { walletAccounts } from './walletAccounts'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import { clearNamespace } from './clearNamespace'
import { emitConnectionEvent } from './watchConnectionEvents'

/**
 * The wallet-talking body of `reconnect`, fetched only when storage holds a connection to restore: asks the
 * wallet silently (no prompt) for its accounts; a wallet that no longer shares an account (or fails) is
 * forgotten. Resolves with whether the namespace is connected again.
 */
export async function reconnectWallet(
  p: WritablePortico,
  namespace: Namespace,
  connector: Connector,
): Promise<boolean> {
  try {
    const provider = await providerOf(connector)
    const accounts = await walletAccounts(p, connector, provider, namespace, true)
    if (accounts.addresses.length === 0) {
      clearNamespace(p, namespace)
      return false
    }
    // The namespace active before the reload stays active.
    applyConnection(p, namespace, connector, provider, accounts, { activate: false })
  } catch (error) {
    reportError(p, toPorticoError(error))
    clearNamespace(p, namespace)
    return false
  }
  emitConnectionEvent(p, { type: 'connect_success', namespace, connectorId: connector.id })
  return true
}
