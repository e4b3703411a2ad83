import type { Portico } from '../portico/types'
import { clearLoginData } from './clearLoginData'
import { EMBEDDED_KEYS } from './storageKeys'
import type { EmbeddedSession } from './session'

/**
 * Asks the frame whether its session lives, handing back the session token it issued (the frame may have lost its
 * own storage); not connected, or failing to say, clears the cached login data.
 */
export async function isConnectedFrame(p: Portico, session: EmbeddedSession): Promise<boolean> {
  try {
    const token = p.storage.read(EMBEDDED_KEYS.sessionToken)
    const { isConnected } = await session.request('IS_CONNECTED', token === undefined ? undefined : { token })
    if (!isConnected) clearLoginData(p, session)
    return isConnected
  } catch (error) {
    clearLoginData(p, session)
    throw error
  }
}
