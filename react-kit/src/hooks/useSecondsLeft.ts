import { useEffect, useReducer } from 'react'

const TICK_MS = 1_000

/**
 * The seconds left of a wait the SDK computes (`read`, e.g. `balancesRetryWait(portico)`), read on every render
 * and re-rendered every second while it runs, so a "Try again in 12 s" counts down and turns into "Try again".
 *
 * @example const seconds = useSecondsLeft(() => balancesRetryWait(portico))
 */
export function useSecondsLeft(read: () => number): number {
  const [, tick] = useReducer((count: number) => count + 1, 0)
  const seconds = read()
  const waiting = seconds > 0
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(tick, TICK_MS)
    return () => clearInterval(timer)
  }, [waiting])
  return seconds
}
