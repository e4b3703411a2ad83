import type { BlockchainClient } from './createBlockchainClient'
import { checkParam, hasMethods, textParam } from '../../validation/checkParam'

/**
 * Whether the blockchain API serves a network (CAIP id, e.g. 'eip155:1'). The one guard the stores use to skip a
 * call with an empty result; the list is fetched once per client.
 */
export async function isNetworkSupported(
  client: Pick<BlockchainClient, 'getSupportedChains'>,
  caipNetworkId: string,
): Promise<boolean> {
  checkParam('client', hasMethods(['getSupportedChains'], 'must be a blockchain client'), client)
  checkParam('caipNetworkId', textParam(), caipNetworkId)
  const chains = await client.getSupportedChains()
  return chains.http.includes(caipNetworkId)
}
