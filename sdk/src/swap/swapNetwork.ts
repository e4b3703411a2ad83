import type { ErrorCode } from '../errors'
import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'
import type { CaipNetwork } from '../networks/types'
import { isSwapNetwork } from './isSwapNetwork'

/**
 * The active network when swaps are offered on it; otherwise the error `code` ('Network not supported for Swaps'
 * or 'Network not supported for Gas Price').
 */
export async function swapNetwork(
  p: Portico,
  code: Extract<ErrorCode, 'SWAP_UNSUPPORTED' | 'GAS_PRICE_UNSUPPORTED'> = 'SWAP_UNSUPPORTED',
): Promise<CaipNetwork> {
  const network = p.$network.get().caipNetwork
  if (!network || !(await isSwapNetwork(p, network.caipNetworkId))) throw new PorticoError(code)
  return network
}
