import { DEFAULT_BLOCKCHAIN_URL } from '../api/urls'
import type { CaipNetwork, CaipNetworkId } from '../networks/types'
import * as v from 'valibot'
import { checkParam, objectParam } from '../validation/checkParam'
import { networkParamSchema } from '../networks/networkParamSchema'

/** The options a network's RPC URLs come from (the instance's resolved options have them). */
export interface RpcOptions {
  apiUrls: { blockchain?: string | undefined }
  projectId: string
  customRpcUrls?: Partial<Record<CaipNetworkId, { url: string }[]>> | undefined
}

/** The project-scoped RPC service URL of a network: `<blockchain base>/v1?chainId=eip155:N&projectId=…`. */
export function projectRpcUrl(options: Pick<RpcOptions, 'apiUrls' | 'projectId'>, network: CaipNetwork): string {
  checkParam('options', objectParam({ apiUrls: objectParam(), projectId: v.string() }), options)
  checkParam('network', networkParamSchema(), network)
  const base = (options.apiUrls.blockchain ?? DEFAULT_BLOCKCHAIN_URL).replace(/\/+$/, '')
  return `${base}/v1?chainId=${network.caipNetworkId}&projectId=${encodeURIComponent(options.projectId)}`
}

/**
 * The HTTP endpoints a network's RPC goes to, in order: the app's custom RPC URLs for it when it gave any;
 * otherwise the project-scoped RPC URL first, then the network's own URLs as fallbacks.
 */
export function rpcEndpoints(options: RpcOptions, network: CaipNetwork): string[] {
  checkParam('network', networkParamSchema(), network)
  const custom = options.customRpcUrls?.[network.caipNetworkId]?.map((entry) => entry.url) ?? []
  if (custom.length > 0) return custom
  return [...new Set([projectRpcUrl(options, network), ...network.rpcUrls.default.http])]
}
