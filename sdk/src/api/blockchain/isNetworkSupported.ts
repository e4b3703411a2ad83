import type { BlockchainClient } from './createBlockchainClient'
import { checkParam, hasMethods, textParam } from '../../validation/checkParam'

/**
 * Whether the blockchain API serves a network (CAIP id, e.g. 'eip155:1'). The one guard the stores use to skip a
 * call with an empty result; the list is fetched once per client. When the list could not be loaded, it throws
 * that failure (never "not supported"), so nothing empty is shown or cached for a network the service may serve.
 */
export async function isNetworkSupported(
  client: Pick<BlockchainClient, 'getSupportedChains'>,
  caipNetworkId: string,
): Promise<boolean> {
  checkParam('client', hasMethods(['getSupportedChains'], 'must be a blockchain client'), client)
  checkParam('caipNetworkId', textParam(), caipNetworkId)
  const chains = await client.getSupportedChains()
  // Empty lists because the service failed are no answer: the caller fails rather than skip as if unsupported.
  if (chains.error !== undefined) throw chains.error
  return chains.http.includes(caipNetworkId)
}
