import type { Portico } from '../portico/types'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { emailLoginWait } from './emailLoginWait'
import { embeddedError } from './messages'

/** Throws 'Please try again after N seconds' while the last e-mail login or update is too recent (spec §9). */
export function assertEmailGap(p: Portico): void {
  const seconds = emailLoginWait(p)
  if (seconds > 0) throw embeddedError('EMAIL_RATE_LIMITED', { params: { seconds } })
}

/** Records an e-mail login or update trigger (the start of the next gap). */
export function stampEmailTrigger(p: Portico): void {
  p.storage.write(SESSION_KEYS.lastEmailLoginTime, p.platform.now())
}
