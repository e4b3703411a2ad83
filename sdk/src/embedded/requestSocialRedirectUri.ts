import { updateAccountState } from '../chains/updateAccountState'
import type { WritablePortico } from '../portico/types'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { isSocialProvider, type SocialLoginProvider } from '../validation/isSocialProvider'
import { checkUrl } from '../url/checkUrl'
import { authConnector } from './embeddedSession'
import { embeddedError } from './messages'

/** Asks the frame for the provider's consent page and remembers the provider (storage and account state). */
export async function requestSocialRedirectUri(p: WritablePortico, provider: SocialLoginProvider): Promise<string> {
  if (!isSocialProvider(provider))
    throw embeddedError('INVALID_REQUEST', {
      params: { field: 'provider', reason: `unknown social provider ${String(provider)}` },
    })
  const answer = await authConnector(p).embedded.request('GET_SOCIAL_REDIRECT_URI', { provider })
  // The provider's consent page opens in the user's window: a web address the URL policy allows, or nothing.
  const uri = checkUrl(answer.uri, 'web')
  p.storage.write(SESSION_KEYS.socialProvider, provider)
  if (p.$chains.get().eip155) updateAccountState(p, { socialProvider: provider }, 'eip155')
  return uri
}
