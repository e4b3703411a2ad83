import type { PublicClient } from 'viem'
import * as viem from 'viem'
import { checkParam, objectParam } from '../validation/checkParam'
import { RPC_POLLING_MS } from '../constants'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'
import { eip155Adapter } from './eip155Adapter'
import { namespaceNetwork } from '../networks/namespaceNetwork'
import { rpcEndpoints } from './rpcEndpoints'
import { rpcTransport } from './rpcTransport'
import { toViemChain } from './toViemChain'

/** The parameters of `getPublicClient`. */
export interface GetPublicClientParams {
  network?: CaipNetwork
}

/** What `getPublicClient` returns. */
export type GetPublicClientReturnType = PublicClient

/**
 * The RPC client of an eip155 network (the active one by default), over the endpoints of `rpcEndpoints` with
 * the transport of `rpcTransport`, polling every RPC_POLLING_MS. Made once per network and endpoints.
 *
 * @example
 * const block = await getPublicClient(portico).getBlockNumber()
 */
export function getPublicClient(p: Portico, params: GetPublicClientParams = {}): PublicClient {
  checkParam('params', objectParam(), params)
  const { network } = params
  const chosen = namespaceNetwork(p, 'eip155', network)
  const urls = rpcEndpoints(p.$options.get(), chosen)
  const clients = eip155Adapter(p).publicClients
  const key = `${chosen.caipNetworkId} ${urls.join(' ')}`
  let client = clients.get(key)
  if (!client) {
    client = viem.createPublicClient({
      chain: toViemChain(chosen),
      transport: rpcTransport(urls),
      pollingInterval: RPC_POLLING_MS,
    })
    clients.set(key, client)
  }
  return client
}

/** The error codes `getPublicClient` can throw. */
export type GetPublicClientErrorType = 'CHAIN_ADAPTER_NOT_FOUND' | 'INVALID_PARAMETER' | 'NETWORK_NOT_FOUND'
