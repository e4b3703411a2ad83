import type { Namespace } from '../constants'
import type { ConnectedAccounts, Connector, Eip1193Provider } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { followWallet } from './followWallet'
import { networkFor } from './networkFor'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import { setChainClients } from '../chains/setChainClients'
import { updateAccountState } from '../chains/updateAccountState'
import { updateChain } from '../chains/updateChain'
import { activeEntry } from './activeEntry'
import { connectedConnectorKey } from '../storage/keys'
import { disconnect } from './disconnect'
import { holdConnection } from './holdConnection'
import { persistConnections } from './persistConnections'
import { setConnectionStatus } from './setConnectionStatus'
import { connectError } from './messages'

/**
 * Records a live connection: the account (address, CAIP address, status, wallet info), the connection status,
 * the connector id in storage (of several addresses the active one is the first of the namespace's preferred
 * account type, bip122's payment, else the first, unless `address` names one of them), the connection among the
held ones (see `holdConnection`), the wallet's clients (network switching and signing through the adapter), the
 * wallet's network (made the active one unless `activate` is false and another namespace is active; an active
 * network the app did not ask for shows UnsupportedChain), and follows the wallet's events.
 */
export function applyConnection(
  p: WritablePortico,
  namespace: Namespace,
  connector: Connector,
  provider: Eip1193Provider,
  accounts: ConnectedAccounts,
  options: { activate?: boolean; address?: string | undefined } = {},
): void {
  const adapter = p.$options.get().adapters.find((a) => a.namespace === namespace)
  const entries = accounts.addresses.map((a, i) => {
    const type = accounts.types?.[i]
    return { address: adapter?.formatAddress?.(a) ?? a, ...(type && { type }) }
  })
  const chosen = entries.find((e) => e.address === options.address)
  const address = (chosen ?? activeEntry(p, namespace, entries))?.address
  if (!address) throw connectError('NO_ACCOUNTS')

  holdConnection(p, namespace, connector, provider, { entries, address, chainId: accounts.chainId })
  // The code that ends a connection (`disconnect`) or switches it (`switchConnection`, `switchAccount`) is fetched
  // now, not on the user's click. A failed fetch is not lost: each action imports it again and reports its own failure.
  import('./disconnectWallets').catch(() => undefined)
  import('./activateConnection').catch(() => undefined)
  import('./chooseAccount').catch(() => undefined)

  p.walletSessions.byNamespace.get(namespace)?.unfollow()
  p.walletSessions.byNamespace.set(namespace, {
    connector,
    provider,
    unfollow: followWallet(p, namespace, provider),
  })
  const switchNetwork = adapter?.switchNetwork?.bind(adapter)
  const sign = adapter?.signMessage?.bind(adapter)
  const account = () => p.$chains.get()[namespace]?.accountState.address ?? address
  setChainClients(p, namespace, {
    networkClient: switchNetwork && { switchNetwork: (network) => switchNetwork(provider, network) },
    connectionClient: {
      disconnect: () => disconnect(p, { namespace }),
      ...(sign && { signMessage: (message: string) => sign(provider, { message, address: account() }) }),
    },
  })
  updateAccountState(
    p,
    {
      address,
      caipAddress: `${namespace}:${accounts.chainId}:${address}`,
      allAccounts: entries,
      status: 'connected',
      connectedWalletInfo: { name: connector.name, icon: connector.imageUrl, id: connector.id, type: connector.type },
    },
    namespace,
  )
  setConnectionStatus(p, namespace, 'connected')
  p.storage.write(connectedConnectorKey(namespace), connector.id)
  persistConnections(p)
  const network = networkFor(p, namespace, accounts.chainId)
  if ((options.activate ?? true) || p.$activeNamespace.get() === namespace) setActiveNetwork(p, network)
  else
    updateChain(p, namespace, (chain) => ({ ...chain, networkState: { ...chain.networkState, caipNetwork: network } }))
}
