import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'
import { isSwapNetwork } from '../api/instance/isSwapNetwork'
import { swapError, type SWAP_MESSAGES } from './messages'

/**
 * The active network when swaps are offered on it; otherwise the error `code` ('Network not supported for Swaps'
 * or 'Network not supported for Gas Price').
 */
export async function swapNetwork(
  p: Portico,
  code: keyof typeof SWAP_MESSAGES = 'SWAP_UNSUPPORTED',
): Promise<CaipNetwork> {
  const network = p.$network.get().caipNetwork
  if (!network || !(await isSwapNetwork(p, { caipNetworkId: network.caipNetworkId }))) throw swapError(code)
  return network
}
