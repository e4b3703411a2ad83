import type { BuyForm } from './types'

/** What a buy quote is for: the provider, the currencies and the amount. An answer for another form is not kept. */
export function buyFormKey(form: BuyForm): string {
  return [form.provider ?? '', form.purchaseCurrency, form.paymentCurrency, form.paymentAmount].join('|')
}
