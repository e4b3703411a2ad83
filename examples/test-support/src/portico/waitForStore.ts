// Test helper: resolves when a store's value passes a check (no timers: it waits on the store's own updates).
import type { ReadableAtom } from 'nanostores'

export function waitForStore<T>(store: ReadableAtom<T>, check: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      if (!check(value)) return
      queueMicrotask(() => stop())
      resolve(value)
    })
  })
}
