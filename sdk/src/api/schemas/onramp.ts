import { array, nullish, object, string, type InferOutput } from 'valibot'
import { allowedUrl } from '../../url/schemas'

export const onrampNetworkSchema = object({
  name: string(),
  display_name: string(),
  chain_id: string(),
  contract_address: string(),
})
export const purchaseCurrencySchema = object({
  id: string(),
  name: string(),
  symbol: string(),
  networks: array(onrampNetworkSchema),
})
export const paymentCurrencySchema = object({
  id: string(),
  payment_method_limits: array(object({ id: string(), min: string(), max: string() })),
})
export const onrampOptionsSchema = object({
  paymentCurrencies: array(paymentCurrencySchema),
  purchaseCurrencies: array(purchaseCurrencySchema),
})
/** What the on-ramp offers: the currencies to buy and to pay with. */
export type OnrampOptions = InferOutput<typeof onrampOptionsSchema>
/** A currency the on-ramp sells, with the networks it delivers to. */
export type PurchaseCurrency = InferOutput<typeof purchaseCurrencySchema>
/** A currency the on-ramp takes, with its limits per payment method. */
export type PaymentCurrency = InferOutput<typeof paymentCurrencySchema>

const quoteAmount = object({ amount: string(), currency: string() })
export const onrampQuoteSchema = object({
  coinbaseFee: nullish(quoteAmount),
  networkFee: quoteAmount,
  paymentSubtotal: quoteAmount,
  paymentTotal: quoteAmount,
  purchaseAmount: quoteAmount,
  quoteId: string(),
})
/** An on-ramp quote: what the user pays, the fees, and what they get. */
export type OnrampQuote = InferOutput<typeof onrampQuoteSchema>

/** The checkout page the user is sent to: an address the URL policy allows, or the answer is invalid. */
export const onrampUrlResponseSchema = object({ url: allowedUrl('web') })
