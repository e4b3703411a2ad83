// A memory platform whose timers only move when the test says so (HTTP keeps its real timers).
import { memoryPlatform, type MemoryPlatform } from '@portico/sdk/platform'

/** A platform whose timers only move when the test says so (HTTP keeps its real timers). */
export function manualTimers(platform: MemoryPlatform = memoryPlatform()) {
  let now = 0
  let timers: { at: number; run: () => void; id: number }[] = []
  let nextId = 0
  return {
    platform: {
      ...platform,
      setTimeout: (run: () => void, ms: number) => {
        nextId += 1
        timers.push({ at: now + ms, run, id: nextId })
        return nextId
      },
      clearTimeout: (id: unknown) => {
        timers = timers.filter((t) => t.id !== id)
      },
    } as MemoryPlatform,
    pending: () => timers.length,
    /** Moves the clock on, running the timers that come due. */
    advance(ms: number) {
      now += ms
      const due = timers.filter((t) => t.at <= now)
      timers = timers.filter((t) => t.at > now)
      for (const timer of due) timer.run()
    },
  }
}
