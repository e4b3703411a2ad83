export const SECOND_MS = 1_000

/** Whole seconds left until `expiresAt` (ms since epoch), rounded up, never negative. */
export function remainingSeconds(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / SECOND_MS))
}

/** Whether a remaining time is one that is announced: each multiple of the step, and the end. */
export function isAnnouncedStep(seconds: number, stepSeconds: number): boolean {
  return seconds % stepSeconds === 0
}
