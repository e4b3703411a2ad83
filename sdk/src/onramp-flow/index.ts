// @portico/sdk/onramp-flow — the buy flow over the on-ramp data of `@portico/sdk/onramp`: which providers are
// offered (namespace, restricted time zones), currencies and limits, the buy form, a checked quote, and opening the
// checkout.
export { onrampProviders, type OnrampProvider, type OnrampProviderName } from './onrampProviders'
export { onrampIssue, type OnrampIssue } from './onrampIssue'
export { isRestrictedTimeZone } from './isRestrictedTimeZone'
export { paymentLimits, CARD_PAYMENT_METHOD, type PaymentLimits } from './paymentLimits'
export { buyAmountIssue, type BuyAmountIssue } from './buyAmountIssue'
export { purchaseCurrenciesOn } from './purchaseCurrenciesOn'
export { setBuyForm } from './setBuyForm'
export { fetchBuyQuote, type BuyQuoteParams } from './fetchBuyQuote'
export { openBuy, type OpenBuyParams } from './openBuy'
export { continueBuy } from './continueBuy'
export { watchPurchase } from './watchPurchase'
