import { defineNetwork } from './defineNetwork'
import type { CaipNetwork } from './types'

/**
 * The same network with its HTTP RPC replaced by `url` (for example a private node or a local proxy).
 * WebSocket URLs, if any, are kept. The given network is left as it was.
 */
export function withRpcUrl(network: CaipNetwork, url: string): CaipNetwork {
  const { caipNetworkId: _derived, ...definition } = network
  return defineNetwork({
    ...definition,
    rpcUrls: { ...network.rpcUrls, default: { ...network.rpcUrls.default, http: [url] } },
  })
}
