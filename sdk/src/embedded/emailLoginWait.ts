import type { Portico } from '../portico/types'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { emailRetryWait } from './emailRetryWait'

/** What `emailLoginWait` returns. */
export type EmailLoginWaitReturnType = number

/**
 * The whole seconds before this instance may trigger another e-mail login or update (0: now), by the spec's gap
 * (§9) after the last trigger it stored. A UI shows it as "try again in N s" without reading storage itself. A
 * stored time after now (clock skew, tampering) is dropped: it would lock e-mail login until the clock caught up.
 *
 * @example emailLoginWait(portico) // 20, ten seconds after an e-mail login was asked for
 */
export function emailLoginWait(p: Portico): number {
  const last = p.storage.read(SESSION_KEYS.lastEmailLoginTime)
  const now = p.platform.now()
  if (last !== undefined && last > now) p.storage.remove(SESSION_KEYS.lastEmailLoginTime)
  return emailRetryWait(last, now)
}
