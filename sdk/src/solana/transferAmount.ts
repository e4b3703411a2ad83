import { transactionError } from '../errors/transactionMessages'

const U64_MAX = 2n ** 64n - 1n

/**
 * A transfer amount in base units (lamports, or the token's smallest unit): a bigint above zero that fits the
 * programs' u64. Anything else (zero, negative, fractional, a number or text) is 'Invalid amount …'.
 */
export function transferAmount(amount: unknown): bigint {
  const fail = (reason: string) =>
    transactionError('INVALID_AMOUNT', {
      params: { amount: typeof amount === 'bigint' ? amount.toString() : String(amount), reason },
    })
  if (typeof amount !== 'bigint') throw fail('must be a bigint in base units')
  if (amount <= 0n) throw fail('must be above zero')
  if (amount > U64_MAX) throw fail('must fit in 64 bits')
  return amount
}
