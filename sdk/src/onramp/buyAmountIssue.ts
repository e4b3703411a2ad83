import { checkParam, objectParam, textParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { PaymentLimits } from './paymentLimits'

/** What is wrong with a fiat amount to buy with: not a positive number, or outside the payment method's limits. */
export type BuyAmountIssue =
  | { reason: 'not-a-positive-number' }
  | { reason: 'below-minimum'; min: number }
  | { reason: 'above-maximum'; max: number }

/** The problem with `amount` (as typed) under `limits` (none known: only positivity is checked); undefined when fine. */
export function buyAmountIssue(amount: string, limits: PaymentLimits | undefined): BuyAmountIssue | undefined {
  checkParam('amount', textParam(), amount)
  checkParam('limits', v.optional(objectParam({ min: v.number(), max: v.number() })), limits)
  const value = amount.trim() === '' ? Number.NaN : Number(amount)
  if (!Number.isFinite(value) || value <= 0) return { reason: 'not-a-positive-number' }
  if (limits && value < limits.min) return { reason: 'below-minimum', min: limits.min }
  if (limits && value > limits.max) return { reason: 'above-maximum', max: limits.max }
  return undefined
}

/** The English reason of the 'Invalid amount' error for a problem ('below the minimum of 10 USD'). */
export function buyAmountReason(problem: BuyAmountIssue, currency: string): string {
  if (problem.reason === 'below-minimum') return `below the minimum of ${problem.min} ${currency}`
  if (problem.reason === 'above-maximum') return `above the maximum of ${problem.max} ${currency}`
  return 'not a positive number'
}
