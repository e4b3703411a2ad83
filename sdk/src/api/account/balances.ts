import type { ApiTokenBalance } from '../schemas/account'

/** Spec §5: tokens with zero decimals are dropped as low quality. */
export function dropZeroDecimalTokens<T extends Pick<ApiTokenBalance, 'quantity'>>(balances: readonly T[]): T[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}
