const MS_PER_SECOND = 1_000

/**
 * The whole seconds left of a wait of `gapMs` that started at `since` (0 once it is over, or when nothing started
 * it). Never more than the gap itself: a start stamped in the future (a clock moved back, a planted value) must not
 * make anyone wait longer.
 *
 * @example gapSecondsLeft(Date.now() - 10_000, 30_000, Date.now()) // 20
 */
export function gapSecondsLeft(since: number | undefined, gapMs: number, now: number): number {
  if (since === undefined) return 0
  const left = Math.min(since + gapMs - now, gapMs)
  return left > 0 ? Math.ceil(left / MS_PER_SECOND) : 0
}
