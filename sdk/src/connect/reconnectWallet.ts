import type { Namespace } from '../constants'
import type { Connector } from '../connectors/types'
import type { WritablePortico } from '../instance/types'
import { applyConnection } from './applyConnection'
import { providerOf } from './providerOf'
import { walletAccounts } from './walletAccounts'
import type { WalletCore } from './walletCore'

/**
 * The wallet-talking body of `reconnect`, fetched only when storage holds a connection to restore: asks the
 * wallet silently (no prompt) for its accounts; a wallet that no longer shares an account (or fails) is
 * forgotten. Resolves with whether the namespace is connected again.
 */
export async function reconnectWallet(
  p: WritablePortico,
  core: WalletCore,
  namespace: Namespace,
  connector: Connector,
): Promise<boolean> {
  try {
    const provider = await providerOf(core, connector)
    const accounts = await walletAccounts(p, core, connector, provider, namespace, true)
    if (accounts.addresses.length === 0) {
      core.clearNamespace(p, namespace)
      return false
    }
    // The namespace active before the reload stays active.
    applyConnection(p, core, namespace, connector, provider, accounts, { activate: false })
  } catch (error) {
    core.reportError(p, core.toPorticoError(error))
    core.clearNamespace(p, namespace)
    return false
  }
  core.emitConnectionEvent(p, { type: 'connect_success', namespace, connectorId: connector.id })
  return true
}
