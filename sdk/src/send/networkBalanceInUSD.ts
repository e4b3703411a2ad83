import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam, listParam, objectParam } from '../validation/checkParam'
import type { TokenBalance } from '../chains/types'
import type { CaipNetwork } from '../networks/types'
import { isNativeToken } from './isNativeToken'

/** The network's native balance in USD, from the account's balances on it (0 when it holds none). */
export function networkBalanceInUSD(balances: readonly TokenBalance[], network: CaipNetwork): number {
  checkParam('balances', listParam(objectParam()), balances)
  checkParam('network', networkParamSchema(), network)
  const native = balances.find((b) => b.chainId === network.caipNetworkId && isNativeToken(b, network.chainNamespace))
  if (!native) return 0
  return native.value ?? Number(native.quantity.numeric) * native.price
}
