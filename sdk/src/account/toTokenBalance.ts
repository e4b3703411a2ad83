import { checkParam, objectParam } from '../validation/checkParam'
import type { ApiTokenBalance } from '../api/schemas/account'
import type { TokenBalance } from '../chains/types'

/** A validated service balance in the account state's shape (absent value and icon made explicit). */
export function toTokenBalance(balance: ApiTokenBalance): TokenBalance {
  checkParam('balance', objectParam({ quantity: objectParam() }), balance)
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    ...(balance.address ? { address: balance.address } : {}),
    ...(typeof balance.value === 'number' ? { value: balance.value } : {}),
    price: balance.price,
    quantity: balance.quantity,
    iconUrl: balance.iconUrl ?? '',
  }
}
