import type { SwapToken } from '../api/schemas/convert'
import type { TokenBalance } from '../chains/types'
import { isNativeSwapToken } from './isNativeSwapToken'
import type { SwapTokenWithBalance } from './types'

/** The swap tokens the account holds, with their balance and value (from the account's balances). */
export function tokensWithBalance(
  tokens: readonly SwapToken[],
  balances: readonly TokenBalance[],
): SwapTokenWithBalance[] {
  return tokens.flatMap((token) => {
    const held = balances.find((b) =>
      isNativeSwapToken(token)
        ? !b.address || isNativeSwapToken({ address: b.address })
        : b.address?.toLowerCase() === token.address.toLowerCase(),
    )
    if (!held) return []
    return [
      {
        ...token,
        quantity: held.quantity,
        price: held.price,
        value: held.value ?? Number(held.quantity.numeric) * held.price,
      },
    ]
  })
}
