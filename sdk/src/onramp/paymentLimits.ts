import { checkParam, listParam, objectParam, textParam } from '../validation/checkParam'
import type { OnrampOptions } from '../api/schemas/onramp'

/** The card payment method, the on-ramp's default. */
export const CARD_PAYMENT_METHOD = 'card'

/** The least and most a payment method takes. */
export interface PaymentLimits {
  min: number
  max: number
}

/** The limits of paying with `method` in a fiat currency (e.g. USD by card: 10 to 7500); undefined when not offered. */
export function paymentLimits(
  options: OnrampOptions,
  paymentCurrency: string,
  method = CARD_PAYMENT_METHOD,
): PaymentLimits | undefined {
  checkParam('options', objectParam({ paymentCurrencies: listParam() }), options)
  checkParam('paymentCurrency', textParam(), paymentCurrency)
  const currency = options.paymentCurrencies.find((c) => c.id.toUpperCase() === paymentCurrency.toUpperCase())
  const limits = currency?.payment_method_limits.find((l) => l.id === method)
  if (!limits) return undefined
  const [min, max] = [Number(limits.min), Number(limits.max)]
  return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : undefined
}
