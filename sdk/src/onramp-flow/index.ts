// @portico/sdk/onramp-flow — the buy flow over the on-ramp data of `@portico/sdk/onramp`: which providers are
// offered (namespace, restricted time zones), currencies and limits, the buy form, a checked quote, and opening the
// checkout.
export { onrampProviders, type OnrampProvider, type OnrampProviderName } from './onrampProviders'
export { onrampUnavailableReason, type OnrampUnavailableReason } from './onrampUnavailableReason'
export { isRestrictedTimeZone } from './isRestrictedTimeZone'
export { paymentLimits, CARD_PAYMENT_METHOD, type PaymentLimits } from './paymentLimits'
export { buyAmountProblem, type BuyAmountProblem } from './buyAmountProblem'
export { purchaseCurrenciesOn } from './purchaseCurrenciesOn'
export { setBuyForm } from './setBuyForm'
export { quoteBuy, type BuyQuoteParams } from './quoteBuy'
export { openBuy, type OpenBuyParams } from './openBuy'
export { continueBuy } from './continueBuy'
export { watchPurchase } from './watchPurchase'
