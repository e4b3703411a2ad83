import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { defineNetwork } from './defineNetwork'
import type { CaipNetwork } from './types'

/**
 * The same network with its HTTP RPC replaced by `url` (for example a private node or a local proxy).
 * WebSocket URLs, if any, are kept. The given network is left as it was.
 */
export function withRpcUrl(network: CaipNetwork, url: string): CaipNetwork {
  checkParam('network', objectParam(), network)
  checkParam('url', textParam(), url)
  const { caipNetworkId: _derived, ...definition } = network
  return defineNetwork({
    ...definition,
    rpcUrls: { ...network.rpcUrls, default: { ...network.rpcUrls.default, http: [url] } },
  })
}
