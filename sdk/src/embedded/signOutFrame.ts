import { SIGN_OUT_WAIT_MS } from '../constants'
import { isPorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { clearLoginData } from './clearLoginData'
import type { EmbeddedSession } from './session'

/**
 * Signs the frame out, waiting at most SIGN_OUT_WAIT_MS for its answer (spec §9), and clears the cached login
 * data either way. Without a frame there is nothing to sign out of.
 */
export async function signOutFrame(p: Portico, session: EmbeddedSession): Promise<void> {
  try {
    if (!session.hasFrame()) return
    const client = await session.client()
    await client.request('SIGN_OUT', undefined, { timeoutMs: SIGN_OUT_WAIT_MS }).catch((error: unknown) => {
      // The wait is capped by design: a frame that does not answer in time is left behind, signed out locally.
      if (!isPorticoError(error, 'FRAME_REQUEST_TIMEOUT')) throw error
    })
  } finally {
    clearLoginData(p, session)
  }
}
