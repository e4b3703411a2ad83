import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam, listParam, objectParam } from '../validation/checkParam'
import { NATIVE_TOKEN_ADDRESS } from '../constants'
import type { TokenBalance } from '../chains/types'
import type { CaipNetwork } from '../networks/types'

/**
 * The account's native balance on `network` from its token list: the entry without a token address (or with the
 * namespace's native placeholder); zero of the network's currency when the list has none.
 */
export function nativeBalance(
  balances: readonly TokenBalance[],
  network: CaipNetwork,
): { balance: string; symbol: string } {
  checkParam('balances', listParam(objectParam()), balances)
  checkParam('network', networkParamSchema(), network)
  const placeholder = NATIVE_TOKEN_ADDRESS[network.chainNamespace].toLowerCase()
  const native = balances.find(
    (b) => b.chainId === network.caipNetworkId && (!b.address || b.address.toLowerCase().endsWith(placeholder)),
  )
  return native
    ? { balance: native.quantity.numeric, symbol: native.symbol }
    : { balance: '0', symbol: network.nativeCurrency.symbol }
}
