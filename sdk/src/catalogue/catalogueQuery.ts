import type { Portico } from '../portico/types'
import { BLOCKED_WALLET_IDS } from './blockedWallets'

/** The CAIP ids of every network the app asked for, across namespaces. */
export function requestedNetworkIds(p: Portico): string[] {
  return Object.values(p.$chains.get()).flatMap((chain) =>
    chain.networkState.requestedCaipNetworks.map((network) => network.caipNetworkId),
  )
}

/** The ids no catalogue list may show: the integrator's exclusions plus the core SDK's blocked wallets. */
export function excludedIds(p: Portico): string[] {
  return [...p.$options.get().excludeWalletIds, ...BLOCKED_WALLET_IDS]
}
