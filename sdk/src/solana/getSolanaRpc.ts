import type { Rpc, SolanaRpcApi } from '@solana/kit'
import * as kit from '@solana/kit'
import { checkParam, objectParam } from '../validation/checkParam'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'
import { solanaAdapter } from './solanaAdapter'
import { namespaceNetwork } from '../networks/namespaceNetwork'

/** The parameters of `getSolanaRpc`. */
export interface GetSolanaRpcParams {
  network?: CaipNetwork
}

/** What `getSolanaRpc` returns. */
export type GetSolanaRpcReturnType = Rpc<SolanaRpcApi>

/**
 * The JSON-RPC client of a solana network (the active one by default): the app's custom RPC URL for it when
 * it gave one, else the network's own. Made once per endpoint.
 *
 * @example
 * const { value } = await getSolanaRpc(portico).getBalance(address).send()
 */
export function getSolanaRpc(p: Portico, params: GetSolanaRpcParams = {}): Rpc<SolanaRpcApi> {
  checkParam('params', objectParam(), params)
  const { network } = params
  const chosen = namespaceNetwork(p, 'solana', network)
  const url = p.$options.get().customRpcUrls?.[chosen.caipNetworkId]?.[0]?.url ?? chosen.rpcUrls.default.http[0]
  if (!url) throw new PorticoError('NETWORK_NOT_FOUND')
  const clients = solanaAdapter(p).rpcClients
  let client = clients.get(url)
  if (!client) {
    client = kit.createSolanaRpc(url)
    clients.set(url, client)
  }
  return client
}

/** The error codes `getSolanaRpc` can throw. */
export type GetSolanaRpcErrorType = 'CHAIN_ADAPTER_NOT_FOUND' | 'INVALID_PARAMETER' | 'NETWORK_NOT_FOUND'
