import { SWAP_NETWORKS } from '../../constants'
import { getServices } from './getServices'
import type { Portico } from '../../portico/types'
import { checkParam, objectParam, textParam } from '../../validation/checkParam'
import type { ServiceErrorType } from '../http/serviceErrorType'

/** The parameters of `isSwapNetwork`. */
export interface IsSwapNetworkParams {
  /** The network's CAIP-2 id (`eip155:1`). */
  caipNetworkId: string
}

/** What `isSwapNetwork` returns. */
export type IsSwapNetworkReturnType = boolean

/**
 * Whether swaps are offered on a network (CAIP id): the swap networks of spec §9, plus any network the configured
 * blockchain API names as swap-capable in its supported-chains answer (`swap`), which is how the devnet takes part.
 * That extra list is optional: when the supported chains cannot be loaded, only the spec's networks count (the
 * swap calls themselves then report the service's failure).
 *
 * @example
 * if (await isSwapNetwork(portico, { caipNetworkId: 'eip155:1' })) console.log('swaps here')
 */
export async function isSwapNetwork(p: Portico, params: IsSwapNetworkParams): Promise<boolean> {
  const { caipNetworkId } = checkParam('params', objectParam({ caipNetworkId: textParam() }), params)
  if ((SWAP_NETWORKS as readonly string[]).includes(caipNetworkId)) return true
  const { blockchain } = await getServices(p)
  const chains = await blockchain.getSupportedChains().catch(() => undefined)
  return chains?.swap?.includes(caipNetworkId) ?? false
}

/** The error codes `isSwapNetwork` can throw. */
export type IsSwapNetworkErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
