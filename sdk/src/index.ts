// @portico/sdk: the headless core. Everything here is light (nanostores, valibot): chain libraries,
// WalletConnect and the HTTP clients live behind their own entries.
//
// The core exports what an integrator writes (API.md) and what the kit and a headless UI need; the helpers the
// SDK's own entries share (storage keys, caches, schemas, internal state builders) stay inside the package: every
// exported name is shipped to every app, so the list is kept to the public surface (issue #2, under 15 kB gzip).

// Instance and options
export { createPortico, DEFAULT_FEATURES, DEFAULT_ACCOUNT_TYPES, DEFAULT_OPTIONS } from './instance'
export type {
  Portico,
  PorticoHooks,
  PorticoOptions,
  ResolvedOptions,
  Features,
  Metadata,
  CustomWallet,
  ApiUrls,
  NamespaceAdapter,
  Connector,
  ConnectorType,
  SiwxConfig,
} from './instance'
// The platform seam
export { memoryPlatform, browserPlatform, serverPlatform, defaultPlatform } from './platform'
export type {
  FrameMessageEvent,
  Platform,
  PlatformEvents,
  PlatformFacts,
  PlatformFrame,
  PlatformStorage,
  PlatformWindow,
  TimerHandle,
  MemoryPlatform,
  MemoryWindow,
  UserAgentInput,
  Timers,
} from './platform'
// Storage
export { STORAGE_KEYS } from './storage'
export type { StorageKey, PorticoStorage } from './storage'
// State actions, by domain
export * from './router'
export * from './modal'
export * from './snackbar'
export * from './alert'
export {
  ACCOUNT_TYPES,
  initialAccountState,
  updateAccountState,
  setAccountProp,
  setCaipAddress,
  resetAccount,
  setActiveNetwork,
  switchNetwork,
  addNetwork,
  removeNetwork,
} from './chains'
export type {
  AccountType,
  AccountState,
  AccountStatus,
  AccountEntry,
  ChainState,
  ChainsState,
  ConnectedWalletInfo,
  ConnectionClient,
  EmbeddedUser,
  NetworkClient,
  NetworkState,
  TokenBalance,
  NetworkView,
} from './chains'
export {
  pairingExpiry,
  isPairingExpired,
  canReusePairing,
  setPairingUri,
  resetPairing,
  setPairingStatus,
  setConnectionStatus,
  addRecentWallet,
} from './connection'
export type { ConnectionState, ConnectionStatus, PairingState, PairingStatus, RecentWallet } from './connection'
export {
  injected,
  external,
  ANNOUNCE_EVENT,
  REQUEST_EVENT,
  addConnector,
  findConnector,
  setupConnectors,
  stopConnectors,
} from './connectors'
export type {
  ConnectorInfo,
  ConnectorsState,
  ConnectedAccounts,
  DiscoveryContext,
  Eip1193Provider,
  ProviderRequest,
  InjectedParameters,
  ExternalParameters,
} from './connectors'
export * from './connect'
export * from './theme'
export { addErrorReporter, reportError, toPorticoError } from './telemetry'
export type { Telemetry, ErrorReporter } from './telemetry'
export type { MutationStatus } from './mutation'

// Pure rules
export {
  isAccountName,
  isEvmAddress,
  isSolanaAddress,
  isAddress,
  isCaipAddress,
  nameCoinType,
  isTransactionHash,
  isSignedMessage,
  isEmail,
} from './validation'
export type { SocialLoginProvider, SelectableAccountType, BatchedCallRequest, WalletAsset } from './validation'
export { formatBalance, formatFiat, formatQuantity, truncateAddress } from './format'
export type { Decimal, DecimalInput, FiatValued } from './format'
export { orderConnectMethods, orderConnectorTypes, cappedRecommendedCount } from './ordering'
export type { ConnectMethod, ConnectMethodsInput, ConnectorTypeOrder, ConnectRows } from './ordering'
export * from './socials'
export { isNamespace, parseCaipNetworkId, parseCaipAddress } from './caip'
export type { ParsedCaipNetworkId, ParsedCaipAddress } from './caip'
// Errors: the core's messages only; each domain entry carries its own (the whole catalogue is `ERROR_MESSAGES` of
// the errors folder, for tests and tooling).
export { PorticoError, isPorticoError, errorMessage, formatMessage, isUserRejection } from './errors'
export type { ErrorCode, CoreErrorCode, ErrorCategory, PorticoErrorOptions, MessageParams } from './errors'
export * from './constants'
export type { CaipNetwork, CaipNetworkId, CaipAddress } from './networks/types'
