import { fillMessage } from '../errors'
import { TRANSACTION_MESSAGES } from '../errors/transactionMessages'
import { toUnits } from '../send/toUnits'
import { isNativeSwapToken } from './isNativeSwapToken'
import type { SwapState } from './types'

/** Why the typed amount cannot be swapped: more than the account holds of the source token (undefined when fine). */
export function swapInputError(
  state: Pick<SwapState, 'sourceToken' | 'sourceTokenAmount' | 'myTokensWithBalance'>,
): string | undefined {
  const { sourceToken, sourceTokenAmount } = state
  if (!sourceToken) return undefined
  const held = state.myTokensWithBalance.find(
    (t) =>
      t.address.toLowerCase() === sourceToken.address.toLowerCase() ||
      (isNativeSwapToken(t) && isNativeSwapToken(sourceToken)),
  )
  const balance = held ? toUnits(held.quantity.numeric, sourceToken.decimals) : 0n
  if (toUnits(sourceTokenAmount, sourceToken.decimals) <= balance) return undefined
  return fillMessage(TRANSACTION_MESSAGES.INVALID_AMOUNT, {
    amount: sourceTokenAmount,
    reason: 'more than the balance',
  })
}
