import * as v from 'valibot'
import { checkParam, objectParam } from '../validation/checkParam'
import type { PaymentLimits } from './paymentLimits'

/** The fiat amounts the buy form offers at a tap, in the payment currency. */
export const BUY_AMOUNT_PRESETS = [50, 100, 250] as const

/**
 * The fiat amounts the buy form offers at a tap (BUY_AMOUNT_PRESETS: 50, 100, 250), those within the payment
 * method's limits when they are known.
 *
 * @example
 * buyAmountPresets(paymentLimits(options, 'USD')) // [50, 100, 250]
 */
export function buyAmountPresets(limits: PaymentLimits | undefined): number[] {
  checkParam('limits', v.optional(objectParam({ min: v.number(), max: v.number() })), limits)
  return BUY_AMOUNT_PRESETS.filter((amount) => !limits || (amount >= limits.min && amount <= limits.max))
}
