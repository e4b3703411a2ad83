import type { TokenBalance } from '../chains/types'
import { parseDecimal } from '../format/decimal'

/** The USD value of a typed amount of a token, at the token's price; undefined when the amount is not a number. */
export function amountInUSD(token: Pick<TokenBalance, 'price'>, typed: string | undefined): number | undefined {
  const parsed = parseDecimal(typed)
  if (!parsed || parsed.negative) return undefined
  return Number(`${parsed.integer}.${parsed.fraction || '0'}`) * token.price
}
