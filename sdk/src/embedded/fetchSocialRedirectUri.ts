import { push } from '../router/push'
import { checkParam, objectParam } from '../validation/checkParam'
import { SOCIAL_POPUP_TARGET } from '../socials/openSocialPopup'
import { openUrl } from '../url/openUrl'
import type { SocialLoginProvider } from '../validation/isSocialProvider'
import { requestSocialRedirectUri } from './requestSocialRedirectUri'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

export { SOCIAL_POPUP_TARGET }

/** The parameters of `fetchSocialRedirectUri`. */
export interface FetchSocialRedirectUriParams {
  provider: SocialLoginProvider
}

/** What `fetchSocialRedirectUri` returns. */
export type FetchSocialRedirectUriReturnType = string

/**
 * Starts a social login by hand: the frame gives the provider's page, which opens through the platform's
 * `openLink` while ConnectingSocial shows. The provider is remembered. Finish with `connectSocial(p, { uri })` once
 * the page came back to the app with its result in the URI. In a browser prefer `openSocialPopup` (in the click)
 * + `socialLogin`, which open the window in time and hand its result back by themselves.
 *
 * @example
 * const uri = await fetchSocialRedirectUri(portico, { provider: 'github' }) // the provider's consent page
 */
export function fetchSocialRedirectUri(p: Portico, params: FetchSocialRedirectUriParams): Promise<string> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { provider } = params
    const uri = await requestSocialRedirectUri(p, provider)
    openUrl(p, { url: uri, target: SOCIAL_POPUP_TARGET })
    push(p, { view: 'ConnectingSocial' })
    return uri
  })
}

/** The error codes `fetchSocialRedirectUri` can throw. */
export type FetchSocialRedirectUriErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'INVALID_REQUEST'
  | 'UNSAFE_URL'
  | 'USER_REJECTED'
