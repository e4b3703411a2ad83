import type { Namespace } from '../constants'
import { resetAccount } from '../chains/resetAccount'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import { updateChain } from '../chains/updateChain'
import { setConnectionStatus } from './setConnectionStatus'
import type { WritablePortico } from '../portico/types'
import { connectedConnectorKey } from '../storage/keys'
import { persistConnections } from './persistConnections'

/**
 * Forgets a namespace's connections (the current one and any other held): stops following their wallets, clears its account and network state (the
 * wallet's clients, approvals; an unknown wallet network gives way to the app's first) and its stored connector.
 */
export function clearNamespace(p: WritablePortico, namespace: Namespace): void {
  p.walletSessions.byNamespace.get(namespace)?.unfollow()
  p.walletSessions.byNamespace.delete(namespace)
  p.storage.remove(connectedConnectorKey(namespace))
  const held = p.walletSessions.$held.get()
  for (const h of held) if (h.namespace === namespace) h.unwatch?.()
  p.walletSessions.$held.set(held.filter((h) => h.namespace !== namespace))
  persistConnections(p)
  const chain = p.$chains.get()[namespace]
  if (!chain) return
  resetAccount(p, namespace)
  updateChain(p, namespace, (current) => ({
    ...current,
    networkClient: undefined,
    connectionClient: undefined,
    networkState: {
      ...current.networkState,
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    },
  }))
  setConnectionStatus(p, namespace, 'disconnected')
  const active = chain.networkState.caipNetwork
  const first = chain.caipNetworks[0]
  const known = chain.caipNetworks.some((n) => n.caipNetworkId === active?.caipNetworkId)
  if (!known && first && p.$activeNamespace.get() === namespace) setActiveNetwork(p, first)
}
