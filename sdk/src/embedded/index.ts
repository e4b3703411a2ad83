// @portico/sdk/embedded — the embedded wallet: a wallet held by a secure frame on the frame service's origin,
// signed into by e-mail one-time code, social login or Farcaster. Its own entry, so the core stays small.
export { embeddedWallet, EMBEDDED_WALLET_CONNECTOR_ID, EMBEDDED_WALLET_CONNECTOR_NAME } from './embeddedWallet'
export type { AuthConnector, EmbeddedSession, EmbeddedWalletParameters } from './session'
export { isAuthConnector } from './session'
export { authConnector, type AuthConnectorReturnType, type AuthConnectorErrorType } from './embeddedSession'
// Flows
export {
  connectEmail,
  type ConnectEmailReturnType,
  type ConnectEmailErrorType,
  type EmailLoginAction,
  type ConnectEmailParams,
} from './connectEmail'
export { connectDevice, type ConnectDeviceReturnType, type ConnectDeviceErrorType } from './connectDevice'
export { connectOtp, type ConnectOtpReturnType, type ConnectOtpErrorType, type ConnectOtpParams } from './connectOtp'
export {
  updateEmail,
  type UpdateEmailReturnType,
  type UpdateEmailErrorType,
  type EmailUpdateAction,
  type UpdateEmailParams,
} from './updateEmail'
export {
  updateEmailPrimaryOtp,
  type UpdateEmailPrimaryOtpReturnType,
  type UpdateEmailPrimaryOtpErrorType,
  type UpdateEmailPrimaryOtpParams,
} from './updateEmailPrimaryOtp'
export {
  updateEmailSecondaryOtp,
  type UpdateEmailSecondaryOtpReturnType,
  type UpdateEmailSecondaryOtpErrorType,
  type UpdateEmailSecondaryOtpParams,
} from './updateEmailSecondaryOtp'
export {
  fetchSocialRedirectUri,
  type FetchSocialRedirectUriReturnType,
  type FetchSocialRedirectUriErrorType,
  SOCIAL_POPUP_TARGET,
  type FetchSocialRedirectUriParams,
} from './fetchSocialRedirectUri'
export {
  connectSocial,
  type ConnectSocialParams,
  type ConnectSocialReturnType,
  type ConnectSocialErrorType,
} from './connectSocial'
export type { EmbeddedLoginErrorType } from './finishLogin'
export {
  socialLogin,
  type SocialLoginReturnType,
  type SocialLoginErrorType,
  type SocialLoginParams,
} from './socialLogin'
export {
  fetchFarcasterUri,
  type FetchFarcasterUriReturnType,
  type FetchFarcasterUriErrorType,
} from './fetchFarcasterUri'
export { connectFarcaster, type ConnectFarcasterReturnType, type ConnectFarcasterErrorType } from './connectFarcaster'
export { fetchUser, type FetchUserReturnType, type FetchUserErrorType } from './fetchUser'
export { isConnected, type IsConnectedReturnType, type IsConnectedErrorType } from './isConnected'
export {
  fetchSmartAccountNetworks,
  type FetchSmartAccountNetworksReturnType,
  type FetchSmartAccountNetworksErrorType,
} from './fetchSmartAccountNetworks'
export { initSmartAccount, type InitSmartAccountReturnType, type InitSmartAccountErrorType } from './initSmartAccount'
export {
  setPreferredAccount,
  type SetPreferredAccountReturnType,
  type SetPreferredAccountErrorType,
  type SetPreferredAccountParams,
} from './setPreferredAccount'
export {
  accountTypeSwitch,
  type AccountTypeSwitchReturnType,
  type AccountTypeSwitchErrorType,
} from './accountTypeSwitch'
export {
  accountTypeSwitchStore,
  type AccountTypeSwitchStoreReturnType,
  type AccountTypeSwitchStoreErrorType,
} from './accountTypeSwitchStore'
export { syncTheme, type SyncThemeReturnType, type SyncThemeErrorType } from './syncTheme'
export { syncDappData, type SyncDappDataReturnType, type SyncDappDataErrorType } from './syncDappData'
export { reloadEmbedded, type ReloadEmbeddedReturnType, type ReloadEmbeddedErrorType } from './reloadEmbedded'
export { signOut, type SignOutReturnType, type SignOutErrorType } from './signOut'
export { cancelApproval, type CancelApprovalReturnType, type CancelApprovalErrorType } from './cancelApproval'
// The frame protocol and its rules
export { createFrameClient, type FrameClient, type FrameClientOptions, type RequestOptions } from './frameClient'
export { frameUrl, DEFAULT_FRAME_URL, type FrameUrlParams } from './frameUrl'
export { browserFrame, FRAME_ELEMENT_ID, FRAME_ELEMENT_NAME } from './browserFrame'
export { emailRetryWait } from './emailRetryWait'
export { emailLoginWait, type EmailLoginWaitReturnType } from './emailLoginWait'
export { emailWaitNotice, type EmailWaitNoticeReturnType } from './emailWaitNotice'
export { ProviderRpcError, isFrameRejection } from './providerRpcError'
export { socialReturn, type SocialReturn, type SocialReturnTarget } from './socialReturn'
export { rpcMethodKind, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS, type RpcMethodKind } from './rpcMethods'
export {
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  REQUEST_SCHEMAS,
  REPLY_SCHEMAS,
  type FrameEventName,
  type FrameRequest,
  type FrameReply,
  type FrameUser,
  type EmbeddedAccountType,
} from './protocol'
