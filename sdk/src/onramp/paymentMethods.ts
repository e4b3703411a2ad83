import { checkParam, listParam, objectParam, textParam } from '../validation/checkParam'
import type { OnrampOptions } from '../api/schemas/onramp'

/** A way to pay the on-ramp takes, by kind: the kit shows each kind with its mark and name. */
export type PaymentMethodKind = 'card' | 'bank' | 'apple-pay' | 'google-pay'

/** The service's method ids ('card', 'ACH_BANK_ACCOUNT', 'SEPA', 'APPLE_PAY'…) by the kind they are. */
const KINDS: readonly [RegExp, PaymentMethodKind][] = [
  [/apple/i, 'apple-pay'],
  [/google/i, 'google-pay'],
  [/card/i, 'card'],
  [/bank|ach|sepa|wire|transfer/i, 'bank'],
]

/**
 * The kinds of payment the on-ramp options offer for a fiat currency (card, bank transfer, Apple Pay, Google Pay),
 * each once, in the options' order; a method of no known kind is left out.
 *
 * @example
 * paymentMethods(portico.$onramp.get().options, 'USD') // ['card', 'bank']
 */
export function paymentMethods(options: OnrampOptions, paymentCurrency: string): PaymentMethodKind[] {
  checkParam('options', objectParam({ paymentCurrencies: listParam() }), options)
  checkParam('paymentCurrency', textParam(), paymentCurrency)
  const currency = options.paymentCurrencies.find((c) => c.id.toUpperCase() === paymentCurrency.toUpperCase())
  const kinds = (currency?.payment_method_limits ?? []).flatMap(
    ({ id }) => KINDS.find(([pattern]) => pattern.test(id))?.[1] ?? [],
  )
  return [...new Set(kinds)]
}
