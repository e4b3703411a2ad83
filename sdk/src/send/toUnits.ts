import { PorticoError } from '../errors'
import { parseDecimal } from '../format/decimal'

/**
 * A whole-unit amount ('1.5') in the token's smallest unit (1500000000000000000n for 18 decimals). An amount that
 * is not a decimal, is negative, or has more decimals than the token is an 'Invalid amount' error.
 */
export function toUnits(amount: string | number, decimals: number): bigint {
  const parsed = parseDecimal(amount)
  if (!parsed || parsed.negative) throw invalid(amount, 'not a positive decimal number')
  const fraction = parsed.fraction.replace(/0+$/, '')
  if (fraction.length > decimals) throw invalid(amount, `more than ${decimals} decimals`)
  return BigInt(parsed.integer + fraction.padEnd(decimals, '0'))
}

function invalid(amount: string | number, reason: string): PorticoError {
  return new PorticoError('INVALID_AMOUNT', { params: { amount, reason } })
}
