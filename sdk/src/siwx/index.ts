// @portico/sdk/siwx: sign-in with the wallet (SIWX). The flow and the default and cloud configurations; the
// signature checks load viem and @solana/kit only when a session is verified.
export { watchSignIn } from './watchSignIn'
export { openSignIn } from './openSignIn'
export { signIn } from './signIn'
export { cancelSignIn } from './cancelSignIn'
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
