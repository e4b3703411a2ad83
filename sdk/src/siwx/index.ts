// @portico/sdk/siwx: sign-in with the wallet (SIWX). The flow and the default and cloud configurations; the
// signature checks load viem and @solana/kit only when a session is verified.
export { watchSignIn, type WatchSignInReturnType, type WatchSignInErrorType } from './watchSignIn'
export { openSignIn, type OpenSignInReturnType, type OpenSignInErrorType } from './openSignIn'
export { signIn, type SignInReturnType, type SignInErrorType } from './signIn'
export { cancelSignIn, type CancelSignInReturnType, type CancelSignInErrorType } from './cancelSignIn'
export { canUseOneClickAuth, type OneClickAuthOptions } from './canUseOneClickAuth'
export { defaultSiwx, type DefaultSiwxOptions } from './defaultSiwx'
export { cloudSiwx, type CloudSiwxOptions } from './cloudSiwx'
export { formatSiwxMessage } from './formatSiwxMessage'
export { siwxMessage } from './siwxMessage'
export { isSessionCurrent } from './isSessionCurrent'
export { isUserRejection } from '../errors/isUserRejection'
export { verifySiwxSession, type VerifySiwxSessionParams } from './verifySiwxSession'
export { siwxSessionSchema } from './sessionSchema'
export type {
  SiwxConfig,
  SiwxContext,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxSession,
  SiwxState,
} from './types'
