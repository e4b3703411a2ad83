import { SWAP_NETWORKS } from '../constants'
import { getServices } from '../services/getServices'
import type { Portico } from '../instance/types'

/**
 * Whether swaps are offered on a network (CAIP id): the swap networks of spec §9, plus any network the configured
 * blockchain API names as swap-capable in its supported-chains answer (`swap`), which is how the devnet takes part.
 */
export async function isSwapNetwork(p: Portico, caipNetworkId: string): Promise<boolean> {
  if ((SWAP_NETWORKS as readonly string[]).includes(caipNetworkId)) return true
  const { blockchain } = await getServices(p)
  const chains = await blockchain.getSupportedChains()
  return chains.swap?.includes(caipNetworkId) ?? false
}
