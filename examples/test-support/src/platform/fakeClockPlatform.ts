// Test helper: a memory platform whose clock and timers are a fake clock of its own. Only the SDK's timers
// (through the platform) are faked: the WalletConnect libraries keep the real timers their sockets need, which
// a global `vi.useFakeTimers()` would freeze.
import { memoryPlatform, type MemoryPlatform } from '@portico/sdk/platform'
import type { TimerHandle } from '@portico/sdk'

export interface FakeClockPlatform extends MemoryPlatform {
  /** Moves the clock forward, running every timer that falls due, in order. */
  advance(ms: number): void
}

export function fakeClockPlatform(start = 1_700_000_000_000): FakeClockPlatform {
  let now = start
  let nextId = 0
  const timers = new Map<number, { at: number; callback: () => void }>()
  const platform = memoryPlatform()
  return {
    ...platform,
    now: () => now,
    setTimeout: (callback, ms): TimerHandle => {
      const id = ++nextId
      timers.set(id, { at: now + Math.max(0, ms), callback })
      return id
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const until = now + ms
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = until
    },
  }
}
