import { EMAIL_TRIGGER_GAP_MS } from '../constants'

const MS_PER_SECOND = 1_000

/**
 * Spec §9: an e-mail login or update is triggered at most once per EMAIL_TRIGGER_GAP_MS. The whole seconds still
 * to wait after a trigger at `last` (0 when a new one may go now).
 */
export function emailRetryWait(last: number | undefined, now: number): number {
  if (last === undefined) return 0
  const left = last + EMAIL_TRIGGER_GAP_MS - now
  return left > 0 ? Math.ceil(left / MS_PER_SECOND) : 0
}
