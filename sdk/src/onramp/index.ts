// @portico/sdk/onramp — the data of the buy flow behind `portico.$onramp`: options, quotes and the checkout URL.
// A separate entry, so that the core stays small; the HTTP clients load on first use.
export { fetchOnrampOptions } from './fetchOnrampOptions'
export { fetchOnrampQuote, type FetchOnrampQuoteParams } from './fetchOnrampQuote'
export { generateOnrampUrl, type OnrampUrlParams } from './generateOnrampUrl'
export { onrampChainName } from './onrampChainName'
export { FALLBACK_QUOTE_ID, isFallbackQuote, type OnrampQuoteBody } from '../api/onramp/fallbacks'
export type { OnrampState, OnrampOperation, BuyForm } from './types'
export type { OnrampOptions, OnrampQuote, PurchaseCurrency, PaymentCurrency } from '../api/schemas/onramp'
