import * as v from 'valibot'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../constants'
import type { Portico } from '../portico/types'
import { push } from '../router/push'
import { openSocialPopup } from '../socials/openSocialPopup'
import { checkParam, objectParam, textParam } from '../validation/checkParam'

/** The parameters of `chooseSocial`. */
export interface ChooseSocialParams {
  provider: SocialProvider
  /** The provider's name as the UI shows it ('GitHub'), handed to the view with the route; default: `provider`. */
  name?: string
}

/** What `chooseSocial` returns. */
export type ChooseSocialReturnType = undefined

/** The error codes `chooseSocial` can throw. */
export type ChooseSocialErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'

/**
 * Chooses a social login of `connectRows(portico).socials`, in the user's click: Farcaster shows its QR code
 * (ConnectingFarcaster); any other provider opens the sign-in window at once (a browser blocks one opened after an
 * await) and shows ConnectingSocial with it, where `socialLogin` takes over. The route is the SDK's rule (as
 * `chooseWallet` is for a wallet row), so every UI goes the same way.
 *
 * @example
 * button.onclick = () => chooseSocial(portico, { provider: 'github', name: 'GitHub' })
 */
export function chooseSocial(p: Portico, params: ChooseSocialParams): ChooseSocialReturnType {
  const { provider, name } = checkParam(
    'params',
    objectParam({
      provider: v.picklist(SOCIAL_PROVIDERS, 'must be a social provider'),
      name: v.optional(textParam()),
    }),
    params,
  )
  if (provider === 'farcaster') {
    push(p, { view: 'ConnectingFarcaster' })
    return undefined
  }
  const popup = openSocialPopup(p)
  push(p, { view: 'ConnectingSocial', data: { provider: name ?? provider, socialProvider: provider, popup } })
  return undefined
}
