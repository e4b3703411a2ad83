import * as v from 'valibot'
import { STORAGE_PREFIX } from '../constants'
import { PorticoError } from '../errors'
import type { PlatformStorage } from '../platform/types'
import type { StorageKey } from './keys'

/** Typed, validated access to the platform's storage, under one fixed prefix (and the instance's scope, if any). */
export interface PorticoStorage {
  /** The stored value, or undefined when absent or corrupt (a corrupt value is removed and reported). */
  read<T>(key: StorageKey<T>): T | undefined
  write<T>(key: StorageKey<T>, value: T): void
  remove(key: StorageKey<unknown>): void
}

/**
 * Wraps the platform's storage. Reads never throw into the UI: unparsable or invalid values are dropped
 * (removed) and reported through `onError`, and a storage that throws is reported the same way. Keys are
 * `@portico/<name>`, or `@portico/<scope>/<name>` for an instance with a `storageScope`.
 */
export function createStorage(
  storage: PlatformStorage,
  onError: (error: PorticoError) => void,
  scope?: string,
): PorticoStorage {
  const prefix = scope ? `${STORAGE_PREFIX}${scope}/` : STORAGE_PREFIX
  const fullKey = (key: StorageKey<unknown>) => `${prefix}${key.name}`
  const report = (key: StorageKey<unknown>, reason: string, cause?: unknown) =>
    onError(new PorticoError('INVALID_STORED_VALUE', { params: { key: fullKey(key), reason }, cause }))

  const remove = (key: StorageKey<unknown>) => {
    try {
      storage.removeItem(fullKey(key))
    } catch (cause) {
      report(key, 'storage refused removal', cause)
    }
  }

  return {
    read(key) {
      let raw: string | null
      try {
        raw = storage.getItem(fullKey(key))
      } catch (cause) {
        report(key, 'storage refused reading', cause)
        return undefined
      }
      if (raw === null) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch (cause) {
        remove(key)
        report(key, 'not JSON', cause)
        return undefined
      }
      const result = v.safeParse(key.schema, parsed)
      if (result.success) return result.output
      remove(key)
      report(key, result.issues[0].message)
      return undefined
    },
    write(key, value) {
      try {
        storage.setItem(fullKey(key), JSON.stringify(value))
      } catch (cause) {
        report(key, 'storage refused writing', cause)
      }
    },
    remove,
  }
}
