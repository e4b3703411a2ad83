import { checkParam, numberParam, objectParam } from '../validation/checkParam'
import type { SiwxSession } from './types'

/** True when a session may be used at `now`: not expired, not before its start, and with readable times. */
export function isSessionCurrent(session: SiwxSession, now: number): boolean {
  checkParam('session', objectParam({ data: objectParam() }), session)
  checkParam('now', numberParam(), now)
  const { expirationTime, notBefore } = session.data
  if (expirationTime !== undefined) {
    const end = Date.parse(expirationTime)
    if (Number.isNaN(end) || end <= now) return false
  }
  if (notBefore !== undefined) {
    const start = Date.parse(notBefore)
    if (Number.isNaN(start) || start > now) return false
  }
  return true
}
