import type { Portico } from '../portico/types'
import { SESSION_KEYS } from '../storage/sessionKeys'
import type { EmbeddedSession } from './session'
import { EMBEDDED_KEYS } from './storageKeys'

/**
 * Forgets the cached login data (spec §4): the embedded user, the login-used flag, the social provider and the
 * frame's session token.
 */
export function clearLoginData(p: Portico, session: EmbeddedSession): void {
  session.user = undefined
  p.storage.remove(EMBEDDED_KEYS.loginUsed)
  p.storage.remove(EMBEDDED_KEYS.sessionToken)
  p.storage.remove(SESSION_KEYS.socialProvider)
}
