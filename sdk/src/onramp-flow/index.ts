// @portico/sdk/onramp-flow — the buy flow over the on-ramp data of `@portico/sdk/onramp`: which providers are
// offered (namespace, restricted time zones), currencies and limits, a checked quote, and opening the checkout.
export { onrampProviders, type OnrampProvider } from './onrampProviders'
export { isRestrictedTimeZone } from './isRestrictedTimeZone'
export { paymentLimits, CARD_PAYMENT_METHOD, type PaymentLimits } from './paymentLimits'
export { purchaseCurrenciesOn } from './purchaseCurrenciesOn'
export { quoteBuy, type BuyQuoteParams } from './quoteBuy'
export { openBuy, type OpenBuyParams } from './openBuy'
