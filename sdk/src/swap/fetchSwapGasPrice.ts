import { getServices } from '../api/instance/getServices'
import { swapNetwork } from './swapNetwork'
import { serviceInteger } from './swapTransaction'
import { updateSwap } from './updateSwap'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `fetchSwapGasPrice` returns. */
export type FetchSwapGasPriceReturnType = bigint

/**
 * The active network's gas price (the service's standard figure, wei); 'Network not supported for Gas Price' elsewhere.
 *
 * @example
 * const gasPrice = await fetchSwapGasPrice(portico) // in wei
 */
export function fetchSwapGasPrice(p: Portico): Promise<bigint> {
  return runAction(p, async (p) => {
    const network = await swapNetwork(p, 'GAS_PRICE_UNSUPPORTED')
    const { blockchain } = await getServices(p)
    const gasPrice = serviceInteger((await blockchain.getGasPrice(network.caipNetworkId)).standard, 'standard')
    updateSwap(p, { gasPrice })
    return gasPrice
  })
}

/** The error codes `fetchSwapGasPrice` can throw. */
export type FetchSwapGasPriceErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
