import type { StorageKey } from './keys'
import type { PorticoStorage } from './storage'

type CacheKey<T> = StorageKey<{ timestamp: number; value: T }>

/**
 * The cached value if it is younger than `maxAgeMs`; an older one is removed, and so is one stamped in the future
 * (a clock moved back, or a planted value): it would otherwise be served as fresh for as long as it says.
 */
export function readCache<T>(storage: PorticoStorage, key: CacheKey<T>, maxAgeMs: number, now: number): T | undefined {
  const entry = storage.read(key)
  if (!entry) return undefined
  const age = now - entry.timestamp
  if (age >= 0 && age < maxAgeMs) return entry.value
  storage.remove(key)
  return undefined
}

export function writeCache<T>(storage: PorticoStorage, key: CacheKey<T>, value: T, now: number): void {
  storage.write(key, { timestamp: now, value })
}
