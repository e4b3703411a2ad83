export {
  FALLBACK_QUOTE_ID,
  fallbackOnrampQuote,
  isFallbackQuote,
  onrampSampleOptions,
  type OnrampQuoteBody,
} from './fallbacks'
