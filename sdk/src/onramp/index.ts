// @portico/sdk/onramp — buying crypto, behind `portico.$onramp`: the on-ramp's options, quotes and checkout URL,
// and the buy flow over them (which providers are offered by namespace and time zone, currencies and limits, the buy
// form, a checked quote, opening the checkout and following the purchase). A separate entry, so that the core stays
// small; the HTTP clients load on first use.
export {
  fetchOnrampOptions,
  type FetchOnrampOptionsReturnType,
  type FetchOnrampOptionsErrorType,
} from './fetchOnrampOptions'
export {
  fetchOnrampQuote,
  type FetchOnrampQuoteReturnType,
  type FetchOnrampQuoteErrorType,
  type FetchOnrampQuoteParams,
} from './fetchOnrampQuote'
export {
  generateOnrampUrl,
  type GenerateOnrampUrlReturnType,
  type GenerateOnrampUrlErrorType,
  type GenerateOnrampUrlParams,
} from './generateOnrampUrl'
export { onrampChainName } from './onrampChainName'
export { FALLBACK_QUOTE_ID, isFallbackQuote, type OnrampQuoteBody } from '../api/onramp/fallbacks'
export type { OnrampState, OnrampOperation, BuyForm } from './types'
export type { OnrampOptions, OnrampQuote, PurchaseCurrency, PaymentCurrency } from '../api/schemas/onramp'
export {
  onrampProviders,
  type OnrampProvidersReturnType,
  type OnrampProvider,
  type OnrampProviderName,
} from './onrampProviders'
export { onrampIssue, type OnrampIssueReturnType, type OnrampIssue } from './onrampIssue'
export { onrampIssueStore, type OnrampIssueStoreReturnType, type OnrampIssueStoreErrorType } from './onrampIssueStore'
export {
  onrampProvidersStore,
  type OnrampProvidersStoreReturnType,
  type OnrampProvidersStoreErrorType,
} from './onrampProvidersStore'
export { isRestrictedTimeZone } from './isRestrictedTimeZone'
export { paymentLimits, CARD_PAYMENT_METHOD, type PaymentLimits } from './paymentLimits'
export { paymentMethods, type PaymentMethodKind } from './paymentMethods'
export { buyAmountPresets } from './buyAmountPresets'
export {
  refreshBuyQuote,
  type RefreshBuyQuoteReturnType,
  type RefreshBuyQuoteErrorType,
} from './refreshBuyQuote'
export { buyAmountIssue, type BuyAmountIssue } from './buyAmountIssue'
export { purchaseCurrenciesOn } from './purchaseCurrenciesOn'
export { setBuyForm, type SetBuyFormParams, type SetBuyFormReturnType, type SetBuyFormErrorType } from './setBuyForm'
export {
  fetchBuyQuote,
  type FetchBuyQuoteReturnType,
  type FetchBuyQuoteErrorType,
  type FetchBuyQuoteParams,
} from './fetchBuyQuote'
export { openBuy, type OpenBuyReturnType, type OpenBuyErrorType, type OpenBuyParams } from './openBuy'
export { continueBuy, type ContinueBuyReturnType, type ContinueBuyErrorType } from './continueBuy'
export { watchPurchase, type WatchPurchaseReturnType, type WatchPurchaseErrorType } from './watchPurchase'
