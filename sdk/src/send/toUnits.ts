import { typedUnits } from './amountIssue'
import { transactionError } from '../errors/transactionMessages'

/**
 * A whole-unit amount ('1.5') in the token's smallest unit (1500000000000000000n for 18 decimals). An amount that
 * is not a decimal, is negative, or has more decimals than the token is an 'Invalid amount' error.
 */
export function toUnits(amount: string | number, decimals: number): bigint {
  const result = typedUnits(amount, decimals)
  if ('units' in result) return result.units
  const reason = result.issue === 'tooManyDecimals' ? `more than ${decimals} decimals` : 'not a positive decimal number'
  throw transactionError('INVALID_AMOUNT', { params: { amount, reason } })
}
