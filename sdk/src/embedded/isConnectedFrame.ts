import type { Portico } from '../instance/types'
import { clearLoginData } from './clearLoginData'
import type { EmbeddedSession } from './session'

/** Asks the frame whether its session lives; not connected, or failing to say, clears the cached login data. */
export async function isConnectedFrame(p: Portico, session: EmbeddedSession): Promise<boolean> {
  try {
    const { isConnected } = await session.request('IS_CONNECTED', undefined)
    if (!isConnected) clearLoginData(p, session)
    return isConnected
  } catch (error) {
    clearLoginData(p, session)
    throw error
  }
}
