import type { Platform, TimerHandle } from './types'

/** Named one-shot timers of one instance: scheduling a name again replaces its pending timer. */
export interface Timers {
  schedule(name: string, ms: number, callback: () => void): void
  cancel(name: string): void
  isPending(name: string): boolean
}

export function createTimers(platform: Platform): Timers {
  const pending = new Map<string, TimerHandle>()
  const cancel = (name: string) => {
    if (!pending.has(name)) return
    platform.clearTimeout(pending.get(name))
    pending.delete(name)
  }
  return {
    schedule(name, ms, callback) {
      cancel(name)
      const handle = platform.setTimeout(() => {
        pending.delete(name)
        callback()
      }, ms)
      pending.set(name, handle)
    },
    cancel,
    isPending: (name) => pending.has(name),
  }
}
