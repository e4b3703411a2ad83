import type { SwapToken } from '../api/schemas/convert'

/** A token's USD price from the price map (keys are lower-case CAIP addresses); 0 when unknown. */
export function priceOf(
  prices: Readonly<Record<string, number>>,
  token: Pick<SwapToken, 'address'> | undefined,
): number {
  return token ? (prices[token.address.toLowerCase()] ?? 0) : 0
}
