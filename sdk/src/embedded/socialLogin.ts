import * as v from 'valibot'
import { checkParam, objectParam } from '../validation/checkParam'
import type { ConnectReturnType } from '../connect/connect'
import type { PlatformWindow } from '../platform/types'
import type { SocialLoginProvider } from '../validation/isSocialProvider'
import { connectSocial } from './connectSocial'
import { pageOriginOf } from './frameSeam'
import { DEFAULT_FRAME_URL } from './frameUrl'
import { preferredAccountType } from './preferredAccountType'
import type { EmbeddedAccountType } from './protocol'
import { requestSocialRedirectUri } from './requestSocialRedirectUri'
import { waitForSocialReturn } from './waitForSocialReturn'
import { embeddedError } from './messages'
import { checkUrl } from '../url/checkUrl'
import type { EmbeddedLoginErrorType } from './finishLogin'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { requestError } from '../errors/requestMessages'

/** The parameters of `socialLogin`. */
export interface SocialLoginParams {
  provider: SocialLoginProvider
  /** The window `openSocialPopup` opened in the user's click; null when the browser blocked it. */
  popup: PlatformWindow | null
  /** The account type to connect with (default: the user's preferred one, else the app's default). */
  preferredAccountType?: EmbeddedAccountType
  /**
   * Aborting stops the wait ('Request was aborted') and leaves the window to the caller, who opened it: to close
   * it (the user cancelled) or to hand it to a new `socialLogin` (React runs an effect twice in development).
   */
  signal?: AbortSignal
}

/** What `socialLogin` returns. */
export type SocialLoginReturnType = ConnectReturnType

/**
 * A social login from start to end: asks the frame for the provider's consent page, sends the popup there, waits
 * until the secure site posts this login's result from the popup (`{ resultUri }`, from the frame's origin only),
 * closes it and connects the embedded wallet with that result (`connectSocial`). Fails with a clear message when the popup was blocked or closed by
 * the user, when the provider denied the login (the frame's message), or after SOCIAL_POPUP_TIMEOUT_MS. The popup
 * is closed once the login is over, either way; an abort leaves it open (see `signal`).
 *
 * @example
 * const popup = openSocialPopup(portico)
 * const { accounts } = await socialLogin(portico, { provider: 'google', popup })
 */
export function socialLogin(p: Portico, parameters: SocialLoginParams): Promise<ConnectReturnType> {
  return runAction(p, async (p) => {
    checkParam('parameters', objectParam({ provider: v.string('must be a social provider') }), parameters)
    const { provider, popup, signal } = parameters
    if (!popup) throw embeddedError('SOCIAL_POPUP_BLOCKED')
    try {
      if (!pageOriginOf(p.platform)) throw embeddedError('FRAME_PARENT_NOT_SET')
      const consentUri = await requestSocialRedirectUri(p, provider)
      if (signal?.aborted) throw requestError('REQUEST_ABORTED')
      if (popup.isClosed()) throw embeddedError('SOCIAL_POPUP_CLOSED')
      popup.navigate(checkUrl(consentUri, 'web'))
      const state = new URL(consentUri).searchParams.get('state') ?? undefined
      // The result comes from the secure site, the frame's origin, as a message the window posts.
      const origin = new URL(p.$options.get().apiUrls.frame ?? DEFAULT_FRAME_URL).origin
      const uri = await waitForSocialReturn(popup, { origin, state, clock: p.platform, signal })
      popup.close()
      return await connectSocial(p, {
        uri,
        preferredAccountType: parameters.preferredAccountType ?? preferredAccountType(p),
      })
    } catch (error) {
      if (!signal?.aborted && !popup.isClosed()) popup.close()
      throw error
    }
  })
}

/** The error codes `socialLogin` can throw: an embedded login's, and the pop-up's and redirect's own. */
export type SocialLoginErrorType =
  | EmbeddedLoginErrorType
  | 'FRAME_PARENT_NOT_SET'
  | 'INVALID_REQUEST'
  | 'REQUEST_ABORTED'
  | 'SOCIAL_POPUP_BLOCKED'
  | 'SOCIAL_POPUP_CLOSED'
  | 'UNSAFE_URL'
