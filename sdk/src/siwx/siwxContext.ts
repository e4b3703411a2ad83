import type { Portico } from '../portico/types'
import type { CaipNetworkId } from '../networks/types'
import type { SiwxContext } from './types'
import { findAdapter } from '../connectors/findAdapter'

/** What a sign-in configuration is given by the instance: its storage, clock, URL, networks and their RPCs. */
export function siwxContext(p: Portico): SiwxContext {
  return {
    storage: p.storage,
    now: () => p.platform.now(),
    appUrl: p.$options.get().metadata?.url,
    rpcUrl(chainId: CaipNetworkId) {
      const namespace = chainId.split(':')[0] as keyof ReturnType<typeof p.$chains.get>
      const network = p.$chains.get()[namespace]?.caipNetworks.find((n) => n.caipNetworkId === chainId)
      return network?.rpcUrls.default.http[0]
    },
    adapter: (namespace) => findAdapter(p, namespace),
    networkIds: () =>
      Object.values(p.$chains.get()).flatMap((chain) => chain?.caipNetworks.map((n) => n.caipNetworkId) ?? []),
  }
}
