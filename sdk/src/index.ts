// @portico/sdk: the headless core. Everything here is light (nanostores, valibot): chain libraries,
// WalletConnect and the HTTP clients live behind their own entries.
//
// Every name is listed here by hand, as wagmi core's root lists its own: the instance and its options, the
// platforms, the core's actions with their Params / ReturnType / ErrorType, the pure rules a UI of its own needs
// (validation, the URL policy, ordering, CAIP), the errors, and the types of the stores. The spec's figures an app
// needs are in `@portico/sdk/constants`, the display formatters in `@portico/sdk/format`; what Portico's own packages
// share stays inside (no `export *` here: a name added to a module never reaches users unseen). docs/api-report/
// lists this surface and `npm test` fails when it changes without the report (`npm run api-report` updates it).

// Instance and options
export { createPortico } from './instance/createPortico'
export type { Portico } from './instance/types'
export type { PorticoOptions, ResolvedOptions, Features, Metadata, CustomWallet, ApiUrls } from './instance/options'
export type { SiwxConfig } from './siwx/types'
export type {
  Connector,
  ConnectorType,
  ConnectorInfo,
  ConnectorsState,
  ConnectedAccounts,
  DiscoveryContext,
  Eip1193Provider,
  ProviderRequest,
  NamespaceAdapter,
  NamespaceTransfer,
  TransferRequest,
  SignatureVerdict,
  VerifySignatureParams,
} from './connectors/types'

// The platform seam (the in-memory platform of tests and Node scripts is `@portico/sdk/platform`)
export { browserPlatform } from './platform/browserPlatform'
export { serverPlatform } from './platform/serverPlatform'
export type {
  FrameMessageEvent,
  Platform,
  PlatformEvents,
  PlatformFacts,
  PlatformFrame,
  PlatformStorage,
  PlatformWindow,
  TimerHandle,
} from './platform/types'
export type { Timers } from './platform/timers'
export type { UserAgentInput } from './platform/userAgentFacts'
export type { PorticoStorage } from './storage/storage'

// The router
export { push, type PushParams, type PushReturnType, type PushErrorType } from './router/push'
export { replace, type ReplaceParams, type ReplaceReturnType, type ReplaceErrorType } from './router/replace'
export { reset, type ResetParams, type ResetReturnType, type ResetErrorType } from './router/reset'
export {
  pushTransaction,
  type PushTransactionParams,
  type PushTransactionReturnType,
  type PushTransactionErrorType,
} from './router/pushTransaction'
export type { View } from './router/views'
export type { RouterData, RouterState, TransactionEntry } from './router/types'
export type { ViewParams } from './router/viewParams'

// The modal
export { open, type OpenParams, type OpenReturnType, type OpenErrorType } from './modal/open'
export { close, type CloseParams, type CloseReturnType, type CloseErrorType } from './modal/close'
export { canClose, type CanCloseParams, type CanCloseReturnType, type CanCloseErrorType } from './modal/canClose'
export { canCloseStore, type CanCloseStoreReturnType, type CanCloseStoreErrorType } from './modal/canCloseStore'
export { shake, type ShakeReturnType, type ShakeErrorType } from './modal/shake'
export { goBack, type GoBackReturnType, type GoBackErrorType } from './modal/goBack'
export {
  popTransaction,
  type PopTransactionParams,
  type PopTransactionReturnType,
  type PopTransactionErrorType,
} from './modal/popTransaction'
export type { ModalState } from './modal/types'

// Snackbar and alert
export {
  showSnackbar,
  type ShowSnackbarParams,
  type ShowSnackbarReturnType,
  type ShowSnackbarErrorType,
} from './snackbar/showSnackbar'
export { hideSnackbar, type HideSnackbarReturnType, type HideSnackbarErrorType } from './snackbar/hideSnackbar'
export type { SnackbarState, SnackbarVariant } from './snackbar/types'
export { showAlert, type ShowAlertParams, type ShowAlertReturnType, type ShowAlertErrorType } from './alert/showAlert'
export {
  showAlertOnce,
  type ShowAlertOnceParams,
  type ShowAlertOnceReturnType,
  type ShowAlertOnceErrorType,
} from './alert/showAlertOnce'
export { hideAlert, type HideAlertReturnType, type HideAlertErrorType } from './alert/hideAlert'
export type { AlertState, AlertVariant } from './alert/types'

// Networks and accounts
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
export { supportsFeature, type NamespaceFeature } from './chains/supportsFeature'
export type { NetworkView } from './chains/networkView'
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
} from './chains/types'
export type { CaipNetwork, CaipNetworkId, CaipAddress } from './networks/types'
export { explorerAddressUrl } from './networks/explorerAddressUrl'
export type { Namespace, SocialProvider } from './constants'

// Connectors and connection
export { injected, type InjectedParameters } from './connectors/injected'
export { external, type ExternalParameters } from './connectors/external'
export {
  findConnector,
  type FindConnectorParams,
  type FindConnectorReturnType,
  type FindConnectorErrorType,
} from './connectors/findConnector'
export {
  watchConnectors,
  type WatchConnectorsReturnType,
  type WatchConnectorsErrorType,
} from './connectors/watchConnectors'
export { connect, type ConnectParams, type ConnectReturnType, type ConnectErrorType } from './connect/connect'
export { reconnect, type ReconnectReturnType, type ReconnectErrorType } from './connect/reconnect'
export {
  disconnect,
  type DisconnectParams,
  type DisconnectReturnType,
  type DisconnectErrorType,
} from './connect/disconnect'
export {
  switchConnection,
  type SwitchConnectionParams,
  type SwitchConnectionReturnType,
  type SwitchConnectionErrorType,
} from './connect/switchConnection'
export {
  switchAccount,
  type SwitchAccountParams,
  type SwitchAccountReturnType,
  type SwitchAccountErrorType,
} from './connect/switchAccount'
export type { Connection, ConnectionWallet } from './connect/connections'
export {
  getConnectedProvider,
  type GetConnectedProviderParams,
  type GetConnectedProviderReturnType,
  type GetConnectedProviderErrorType,
} from './connect/getConnectedProvider'
export {
  setPreferredAccountType,
  type SetPreferredAccountTypeParams,
  type SetPreferredAccountTypeReturnType,
  type SetPreferredAccountTypeErrorType,
} from './connect/setPreferredAccountType'
export {
  addRecentWallet,
  type AddRecentWalletParams,
  type AddRecentWalletReturnType,
  type AddRecentWalletErrorType,
} from './connect/addRecentWallet'
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
export { pairingExpiry, isPairingExpired } from './connect/pairing'
export type { ConnectionEvent, WalletSession, WalletSessions } from './connect/sessions'
export type { ConnectionState, ConnectionStatus, PairingState, PairingStatus, RecentWallet } from './connect/types'

// Theme and telemetry
export {
  setThemeMode,
  type SetThemeModeParams,
  type SetThemeModeReturnType,
  type SetThemeModeErrorType,
} from './theme/setThemeMode'
export {
  setThemeVariables,
  type SetThemeVariablesParams,
  type SetThemeVariablesReturnType,
  type SetThemeVariablesErrorType,
} from './theme/setThemeVariables'
export type { ThemeMode, ThemeState, ThemeVariables } from './theme/types'
export {
  setLocale,
  type SetLocaleParams,
  type SetLocaleReturnType,
  type SetLocaleErrorType,
} from './locale/setLocale'
export { watchErrors, type WatchErrorsParams, type WatchErrorsReturnType } from './telemetry/watchErrors'
export type { Telemetry, ErrorReporter } from './telemetry/telemetry'
export type { MutationStatus } from './mutation/status'

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
export type { SocialLoginProvider } from './validation/isSocialProvider'
export type { SelectableAccountType } from './validation/isAccountType'
export type { BatchedCallRequest } from './validation/isBatchedCallRequest'
export type { WalletAsset } from './api/schemas/walletAssets'
// The URL policy: what may be opened, fetched or shown
export { isWebUrl, isAppLink, isImageUrl, isPairingUri, isAllowedUrl, type UrlKind } from './url/urlPolicy'
export { openUrl, type OpenUrlParams, type OpenUrlReturnType, type OpenUrlErrorType } from './url/openUrl'
// Formatting amounts and addresses for display: `@portico/sdk/format`
export type { FiatValued } from './format/sumBalances'
export { orderConnectMethods, type ConnectMethod, type ConnectMethodsInput } from './ordering/orderConnectMethods'
export { orderConnectorTypes, type ConnectorTypeOrder } from './ordering/orderConnectorTypes'
export type { ConnectRows } from './ordering/cappedRecommendedCount'
export { filterSocials, type SocialsPlatformFacts } from './socials/filterSocials'
export { openSocialPopup, type OpenSocialPopupReturnType } from './socials/openSocialPopup'
export { isNamespace } from './caip/isNamespace'
export { parseCaipNetworkId, type ParsedCaipNetworkId } from './caip/parseCaipNetworkId'
export { parseCaipAddress, type ParsedCaipAddress } from './caip/parseCaipAddress'

// Errors: the core's messages only; each domain entry carries its own (the whole catalogue is `ERROR_MESSAGES` in
// messages/catalogue.ts, for tests and tooling).
export {
  PorticoError,
  isPorticoError,
  errorMessage,
  type ErrorCategory,
  type PorticoErrorOptions,
} from './errors/PorticoError'
export { formatMessage } from './errors/formatMessage'
export { isUserRejection } from './errors/isUserRejection'
export type { CoreErrorCode, MessageParams } from './errors/messages'
export type { Notice } from './errors/notice'
// The union of every domain's codes, assembled where every table is gathered (each domain owns its own).
export type { ErrorCode } from './messages/catalogue'
export type { ServiceErrorType } from './api/http/serviceErrorType'
