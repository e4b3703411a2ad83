import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { isPositiveAmount } from './isPositiveAmount'
import type { SwapState } from './types'

/** What `swapValues` returns: each undefined when it cannot be told (no amount, no price). */
export interface SwapValues {
  /** The USD value of the amount paid. */
  sourceInUSD?: number | undefined
  /** The USD value of the amount received, as quoted. */
  toInUSD?: number | undefined
  /** How many of the received token one of the paid token buys, as quoted. */
  rate?: number | undefined
}

const usdValue = (amount: string, price: number) =>
  isPositiveAmount(amount) && price > 0 ? Number(amount) * price : undefined

/**
 * The values shown with the swap's amounts, from the SDK's prices: each amount in USD and the quoted rate.
 *
 * @example
 * const { sourceInUSD, toInUSD, rate } = swapValues(portico.$swap.get())
 */
export function swapValues(
  swap: Pick<SwapState, 'sourceTokenAmount' | 'sourceTokenPriceInUSD' | 'toTokenAmount' | 'toTokenPriceInUSD'>,
): SwapValues {
  checkParam('swap', objectParam({ sourceTokenAmount: v.string(), toTokenAmount: v.string() }), swap)
  const quoted = isPositiveAmount(swap.sourceTokenAmount) && isPositiveAmount(swap.toTokenAmount)
  return {
    sourceInUSD: usdValue(swap.sourceTokenAmount, swap.sourceTokenPriceInUSD),
    toInUSD: usdValue(swap.toTokenAmount, swap.toTokenPriceInUSD),
    rate: quoted ? Number(swap.toTokenAmount) / Number(swap.sourceTokenAmount) : undefined,
  }
}
