// @portico/sdk/embedded — the embedded wallet: a wallet held by a secure frame on the frame service's origin,
// signed into by e-mail one-time code, social login or Farcaster. Its own entry, so the core stays small.
export { embeddedWallet, EMBEDDED_WALLET_CONNECTOR_ID, EMBEDDED_WALLET_CONNECTOR_NAME } from './embeddedWallet'
export type { AuthConnector, EmbeddedSession, EmbeddedWalletParameters } from './session'
export { isAuthConnector } from './session'
export { authConnector } from './embeddedSession'
// Flows
export { connectEmail, type EmailLoginAction, type ConnectEmailParams } from './connectEmail'
export { connectDevice } from './connectDevice'
export { connectOtp, type ConnectOtpParams } from './connectOtp'
export { updateEmail, type EmailUpdateAction, type UpdateEmailParams } from './updateEmail'
export { updateEmailPrimaryOtp, type UpdateEmailPrimaryOtpParams } from './updateEmailPrimaryOtp'
export { updateEmailSecondaryOtp, type UpdateEmailSecondaryOtpParams } from './updateEmailSecondaryOtp'
export { fetchSocialRedirectUri, SOCIAL_POPUP_TARGET, type FetchSocialRedirectUriParams } from './fetchSocialRedirectUri'
export { connectSocial } from './connectSocial'
export { socialLogin, type SocialLoginParameters } from './socialLogin'
export { fetchFarcasterUri } from './fetchFarcasterUri'
export { connectFarcaster } from './connectFarcaster'
export { fetchUser } from './fetchUser'
export { isConnected } from './isConnected'
export { fetchSmartAccountNetworks } from './fetchSmartAccountNetworks'
export { initSmartAccount } from './initSmartAccount'
export { setPreferredAccount, type SetPreferredAccountParams } from './setPreferredAccount'
export { syncTheme } from './syncTheme'
export { syncDappData } from './syncDappData'
export { reloadEmbedded } from './reloadEmbedded'
export { signOut } from './signOut'
export { cancelApproval } from './cancelApproval'
// The frame protocol and its rules
export { createFrameClient, type FrameClient, type FrameClientOptions, type RequestOptions } from './frameClient'
export { frameUrl, DEFAULT_FRAME_URL, type FrameUrlParams } from './frameUrl'
export { browserFrame, FRAME_ELEMENT_ID, FRAME_ELEMENT_NAME } from './browserFrame'
export { emailRetryWait } from './emailRetryWait'
export { emailLoginWait } from './emailLoginWait'
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
