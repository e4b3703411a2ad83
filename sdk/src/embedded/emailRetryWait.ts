import { EMAIL_TRIGGER_GAP_MS } from '../constants'
import { gapSecondsLeft } from '../platform/gapSecondsLeft'

/**
 * Spec §9: an e-mail login or update is triggered at most once per EMAIL_TRIGGER_GAP_MS. The whole seconds still
 * to wait after a trigger at `last` (0 when a new one may go now). A time after `now` (a clock moved back, a planted
 * value) counts as no trigger: it must not lock the user out.
 *
 * @example emailRetryWait(Date.now() - 10_000, Date.now()) // 20
 */
export function emailRetryWait(last: number | undefined, now: number): number {
  return gapSecondsLeft(last, EMAIL_TRIGGER_GAP_MS, now)
}
