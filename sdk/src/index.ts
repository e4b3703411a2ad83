// @portico/sdk: the headless core. Everything here is light (nanostores, valibot): chain libraries,
// WalletConnect and the HTTP clients live behind their own entries.
//
// The core exports what an integrator writes (API.md) and what the kit and a headless UI need; the helpers the
// SDK's own entries share (storage keys, caches, schemas, internal state builders) stay inside the package: every
// exported name is shipped to every app, so the list is kept to the public surface (issue #2, under 15 kB gzip).

// Instance and options
export { createPortico } from './instance/createPortico'
export { DEFAULT_FEATURES, DEFAULT_ACCOUNT_TYPES, DEFAULT_OPTIONS } from './instance/defaults'
export type {
  Portico,
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
export type { NamespaceTransfer, TransferRequest, SignatureVerdict, VerifySignatureParams } from './connectors/types'
// The platform seam
export { memoryPlatform } from './platform/memoryPlatform'
export { browserPlatform } from './platform/browserPlatform'
export { serverPlatform } from './platform/serverPlatform'
export { defaultPlatform } from './platform/defaultPlatform'
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
export type { PorticoStorage } from './storage'
// State actions, by domain
export { push, type PushParams, type PushReturnType, type PushErrorType } from './router/push'
export { replace } from './router/replace'
export { reset } from './router/reset'
export { goBack, type GoBackReturnType, type GoBackErrorType } from './modal/goBack'
export {
  pushTransaction,
  type PushTransactionParams,
  type PushTransactionReturnType,
  type PushTransactionErrorType,
} from './router/pushTransaction'
export {
  popTransaction,
  type PopTransactionReturnType,
  type PopTransactionErrorType,
  type PopTransactionParams,
} from './modal/popTransaction'
export type * from './router'
export { open, type OpenReturnType } from './modal/open'
export { close, type CloseReturnType, type CloseErrorType } from './modal/close'
export { canClose, type CanCloseParams, type CanCloseReturnType, type CanCloseErrorType } from './modal/canClose'
export { shake, type ShakeReturnType, type ShakeErrorType } from './modal/shake'
export { openingView } from './modal/openingView'
export type * from './modal'
export { showSnackbar, type ShowSnackbarReturnType, type ShowSnackbarErrorType } from './snackbar/showSnackbar'
export { hideSnackbar, type HideSnackbarReturnType, type HideSnackbarErrorType } from './snackbar/hideSnackbar'
export type * from './snackbar'
export { showAlert, type ShowAlertReturnType, type ShowAlertErrorType } from './alert/showAlert'
export {
  showAlertOnce,
  type ShowAlertOnceParams,
  type ShowAlertOnceReturnType,
  type ShowAlertOnceErrorType,
} from './alert/showAlertOnce'
export { hideAlert, type HideAlertReturnType, type HideAlertErrorType } from './alert/hideAlert'
export type * from './alert'
export {
  switchNetwork,
  type SwitchNetworkParams,
  type SwitchNetworkReturnType,
  type SwitchNetworkErrorType,
} from './chains/switchNetwork'
export {
  addNetwork,
  type AddNetworkParams,
  type AddNetworkReturnType,
  type AddNetworkErrorType,
} from './chains/addNetwork'
export {
  removeNetwork,
  type RemoveNetworkParams,
  type RemoveNetworkReturnType,
  type RemoveNetworkErrorType,
} from './chains/removeNetwork'
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
export { pairingExpiry, isPairingExpired } from './connect/pairing'
export { canReusePairing, type CanReusePairingReturnType } from './connect/canReusePairing'
export {
  addRecentWallet,
  type AddRecentWalletParams,
  type AddRecentWalletReturnType,
  type AddRecentWalletErrorType,
} from './connect/addRecentWallet'
export { injected } from './connectors/injected'
export { external } from './connectors/external'
export { ANNOUNCE_EVENT, REQUEST_EVENT } from './connectors/eip6963'
export {
  findConnector,
  type FindConnectorReturnType,
  type FindConnectorErrorType,
  type FindConnectorParams,
} from './connectors/findConnector'
export {
  watchConnectors,
  type WatchConnectorsReturnType,
  type WatchConnectorsErrorType,
} from './connectors/watchConnectors'
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
export { connect } from './connect/connect'
export { reconnect, type ReconnectReturnType } from './connect/reconnect'
export { disconnect, type DisconnectReturnType } from './connect/disconnect'
export {
  watchConnectionEvents,
  type WatchConnectionEventsReturnType,
  type WatchConnectionEventsParams,
} from './connect/watchConnectionEvents'
export {
  getConnectedProvider,
  type GetConnectedProviderReturnType,
  type GetConnectedProviderParams,
  type GetConnectedProviderErrorType,
} from './connect/getConnectedProvider'
export { setPreferredAccountType } from './connect/setPreferredAccountType'
export {
  signMessage,
  type SignMessageParams,
  type SignMessageReturnType,
  type SignMessageErrorType,
} from './connect/signMessage'
export {
  verifyMessage,
  type VerifyMessageParams,
  type VerifyMessageReturnType,
  type VerifyMessageErrorType,
} from './connect/verifyMessage'
export type * from './connect'
export { setThemeMode } from './theme/setThemeMode'
export { setThemeVariables } from './theme/setThemeVariables'
export type * from './theme'
export { watchErrors, type WatchErrorsReturnType, type WatchErrorsParams } from './telemetry/watchErrors'
export type { Telemetry, ErrorReporter } from './telemetry'
export type { MutationStatus } from './mutation'

// Pure rules
export { isAccountName } from './validation/isAccountName'
export { isEvmAddress } from './validation/isEvmAddress'
export { isSolanaAddress } from './validation/isSolanaAddress'
export { isAddress } from './validation/isAddress'
export { isCaipAddress } from './validation/isCaipAddress'
export { nameCoinType } from './validation/nameCoinType'
export { isTransactionHash } from './validation/isTransactionHash'
export { isSignedMessage } from './validation/isSignedMessage'
export { isEmail } from './validation/isEmail'
// The URL policy: what may be opened, fetched or shown
export { isWebUrl, isAppLink, isImageUrl, isPairingUri, isAllowedUrl } from './url/urlPolicy'
export type { UrlKind } from './url/urlPolicy'
export { openUrl, type OpenUrlReturnType, type OpenUrlErrorType, type OpenUrlParams } from './url/openUrl'
export type { SocialLoginProvider, SelectableAccountType, BatchedCallRequest } from './validation'
export type { WalletAsset } from './api/schemas/walletAssets'
export { formatBalance } from './format/formatBalance'
export { formatFiat } from './format/formatFiat'
export { formatQuantity } from './format/formatQuantity'
export { truncateAddress } from './format/truncateAddress'
export type { Decimal, DecimalInput, FiatValued } from './format'
export { orderConnectMethods } from './ordering/orderConnectMethods'
export { orderConnectorTypes } from './ordering/orderConnectorTypes'
export { cappedRecommendedCount } from './ordering/cappedRecommendedCount'
export type { ConnectMethod, ConnectMethodsInput, ConnectorTypeOrder, ConnectRows } from './ordering'
export { embeddedLogins, type EmbeddedLoginsReturnType, type EmbeddedLoginsErrorType } from './socials/embeddedLogins'
export { filterSocials } from './socials/filterSocials'
export { openSocialPopup, type OpenSocialPopupReturnType, SOCIAL_POPUP_TARGET } from './socials/openSocialPopup'
export type * from './socials'
export { isNamespace } from './caip/isNamespace'
export { parseCaipNetworkId } from './caip/parseCaipNetworkId'
export { parseCaipAddress } from './caip/parseCaipAddress'
export type { ParsedCaipNetworkId, ParsedCaipAddress } from './caip'
// Errors: the core's messages only; each domain entry carries its own (the whole catalogue is `ERROR_MESSAGES` in
// messages/catalogue.ts, for tests and tooling).
export { PorticoError, isPorticoError, errorMessage } from './errors/PorticoError'
export { formatMessage } from './errors/formatMessage'
export { isUserRejection } from './errors/isUserRejection'
export type { ErrorCode, CoreErrorCode, ErrorCategory, PorticoErrorOptions, MessageParams, Notice } from './errors'
export type { ServiceErrorType } from './api/http/serviceErrorType'
export * from './constants'
export type { CaipNetwork, CaipNetworkId, CaipAddress } from './networks/types'
export { explorerAddressUrl } from './networks/explorerAddressUrl'
export { supportsFeature, type NamespaceFeature } from './chains/supportsFeature'
