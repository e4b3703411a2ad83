import { checkParam, objectParam, unitsParam } from '../validation/checkParam'
import * as v from 'valibot'
import { parseDecimal } from '../format/decimal'

/**
 * What is wrong with a typed amount, as the send form shows it next to the field: not a positive decimal, more
 * decimals than the token has, more than the balance, or too little left for the network fee.
 */
export type SendAmountIssue = 'invalid' | 'tooManyDecimals' | 'aboveBalance' | 'feeNotCovered'

/** The issues a balance check finds. */
export type BalanceIssue = Extract<SendAmountIssue, 'aboveBalance' | 'feeNotCovered'>

/** A typed amount ('1.5') in base units, or why it cannot be one. */
export function typedUnits(typed: string | number, decimals: number): { units: bigint } | { issue: SendAmountIssue } {
  const parsed = parseDecimal(typed)
  if (!parsed || parsed.negative) return { issue: 'invalid' }
  const fraction = parsed.fraction.replace(/0+$/, '')
  if (fraction.length > decimals) return { issue: 'tooManyDecimals' }
  return { units: BigInt(parsed.integer + fraction.padEnd(decimals, '0')) }
}

/** What an amount is checked against: the balance, its decimals and the fee. */
export interface BalanceCheck {
  /** The amount to send, base units. */
  amount: bigint
  /** The account's balance of the token sent, base units. */
  balance: bigint
  /** The estimated network fee in native base units; without one only the balance is checked. */
  fee?: bigint | undefined
  /** The account's native balance, base units (equal to `balance` when the native token is sent). */
  nativeBalance?: bigint | undefined
  native?: boolean | undefined
}

const balanceCheckSchema = objectParam({
  amount: unitsParam(),
  balance: unitsParam(),
  fee: v.optional(unitsParam()),
  nativeBalance: v.optional(unitsParam()),
  native: v.optional(v.boolean()),
})

/**
 * Spec §4: the amount may not exceed the balance of the token sent; what is left must pay the network fee
 * (sending the native token needs the amount plus the fee; sending a token needs the fee in the native token).
 */
export function balanceIssue(check: BalanceCheck): BalanceIssue | undefined {
  const { amount, balance, fee, nativeBalance = 0n, native = false } = checkParam('check', balanceCheckSchema, check)
  if (amount > balance) return 'aboveBalance'
  if (fee === undefined) return undefined
  const left = native ? balance - amount : nativeBalance
  return left < fee ? 'feeNotCovered' : undefined
}
