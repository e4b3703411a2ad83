// @portico/sdk/api — the catalogue, blockchain-API and analytics clients, usable alone (also from Node), and their
// response types. The pure helpers the stores apply to responses (`./account`, `./names`) are not exported here:
// the stores import them directly, which keeps this entry under its 8 kB budget.
export { DEFAULT_ANALYTICS_URL, DEFAULT_BLOCKCHAIN_URL, DEFAULT_CATALOGUE_URL } from './urls'
export {
  cleanQuery,
  createHttp,
  HttpError,
  isHttpError,
  validateResponse,
  type Http,
  type HttpOptions,
  type Query,
  type QueryValue,
  type RequestOptions,
  type ServiceClientOptions,
  type Signal,
} from './http'
// The response shapes as types; their valibot schemas are the clients' own business, not public API.
export type {
  AnalyticsConfig,
  ApiTokenBalance,
  ApproveCalldata,
  CatalogueWallet,
  GasPrice,
  HistoryResponse,
  Identity,
  NameRecord,
  NameSuggestion,
  OnrampOptions,
  OnrampQuote,
  PaymentCurrency,
  PurchaseCurrency,
  RemoteConfig,
  SmartSession,
  SupportedChains,
  SwapCalldata,
  SwapQuote,
  SwapToken,
  TokenPrice,
  Transaction,
  TransactionTransfer,
  WalletAsset,
  WalletsResponse,
} from './schemas'
export * from './catalogue'
export * from './blockchain'
export * from './analytics'
export * from './onramp'
