import { BALANCE_DECIMALS } from '../constants'
import { parseDecimal, truncateDecimal, ZERO_DECIMAL, type DecimalInput } from './decimal'

/**
 * Spec §5: a balance is shown rounded down to 3 decimals ('1.23456' → '1.234'; toward zero for the odd negative
 * value), '0.000' when there is none.
 * With a symbol: '1.234 ETH'. Works on the decimal string, so large or tiny values keep every digit.
 */
export function formatBalance(value: DecimalInput, symbol?: string): string {
  const amount = truncateDecimal(parseDecimal(value) ?? ZERO_DECIMAL, BALANCE_DECIMALS)
  return symbol ? `${amount} ${symbol}` : amount
}
