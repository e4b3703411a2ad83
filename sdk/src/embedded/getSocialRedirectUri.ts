import { updateAccountState } from '../chains/updateAccountState'
import { PorticoError } from '../errors'
import { push } from '../router/push'
import { STORAGE_KEYS } from '../storage/keys'
import { defineAction } from '../telemetry/defineAction'
import { isSocialProvider, type SocialLoginProvider } from '../validation/isSocialProvider'
import { authConnector } from './embeddedSession'

/** The window name social login opens its page in. */
export const SOCIAL_POPUP_TARGET = 'popupWindow'

/**
 * Starts a social login: the frame gives the provider's page, which opens in a popup (through the platform) while
 * ConnectingSocial shows. The provider is remembered. Finish with `connectSocial(p, uri)` once the popup comes
 * back to the app with its result in the URI.
 */
export const getSocialRedirectUri = defineAction(async (p, provider: SocialLoginProvider): Promise<string> => {
  if (!isSocialProvider(provider))
    throw new PorticoError('INVALID_REQUEST', { params: { field: 'provider', reason: `unknown social provider ${String(provider)}` } })
  const { uri } = await authConnector(p).embedded.request('GET_SOCIAL_REDIRECT_URI', { provider })
  p.storage.write(STORAGE_KEYS.socialProvider, provider)
  if (p.$chains.get().eip155) updateAccountState(p, { socialProvider: provider }, 'eip155')
  p.platform.openLink(uri, SOCIAL_POPUP_TARGET)
  push(p, 'ConnectingSocial')
  return uri
})
