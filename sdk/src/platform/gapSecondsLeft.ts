const MS_PER_SECOND = 1_000

/**
 * The whole seconds left of a wait of `gapMs` that started at `since` (0 once it is over, or when nothing started
 * it). A start stamped after `now` (a clock moved back, a planted value) counts as no start: otherwise it would
 * hold the wait for as long as the clock takes to catch up, a year for a time a year ahead.
 *
 * @example gapSecondsLeft(Date.now() - 10_000, 30_000, Date.now()) // 20
 */
export function gapSecondsLeft(since: number | undefined, gapMs: number, now: number): number {
  if (since === undefined || since > now) return 0
  const left = since + gapMs - now
  return left > 0 ? Math.ceil(left / MS_PER_SECOND) : 0
}
