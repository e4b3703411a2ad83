import type { Namespace } from '../constants'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'

/**
 * The app's network for a wallet's chain reference. A chain the app does not know gets a bare network of its
 * own, which the network view reports as unsupported (so UnsupportedChain can be shown for it).
 */
export function networkFor(p: Portico, namespace: Namespace, chainId: string): CaipNetwork {
  const known = p.$chains.get()[namespace]?.caipNetworks.find((n) => String(n.id) === chainId)
  if (known) return known
  return {
    id: /^\d+$/.test(chainId) ? Number(chainId) : chainId,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${chainId}`,
    name: `${namespace}:${chainId}`,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}
