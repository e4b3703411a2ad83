import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { IDENTITY_CACHE_MS } from '../constants'
import { memoryPlatform } from '../platform/memoryPlatform'
import { readCache, writeCache } from './cache'
import { cacheKey } from './keys'
import { createStorage } from './storage'

describe('cache', () => {
  const identity = cacheKey('identity', v.object({ name: v.nullable(v.string()) }))

  it('returns a value younger than its max age and drops an older one', () => {
    const platform = memoryPlatform()
    const storage = createStorage(platform.storage, () => {})
    writeCache(storage, identity, { name: 'alice' }, 1_000)
    expect(readCache(storage, identity, IDENTITY_CACHE_MS, 1_000 + IDENTITY_CACHE_MS - 1)).toEqual({ name: 'alice' })
    expect(readCache(storage, identity, IDENTITY_CACHE_MS, 1_000 + IDENTITY_CACHE_MS)).toBeUndefined()
    expect(platform.store.size).toBe(0)
  })

  it('stores {timestamp, value}', () => {
    const platform = memoryPlatform()
    const storage = createStorage(platform.storage, () => {})
    writeCache(storage, identity, { name: null }, 5)
    expect(JSON.parse(platform.store.get('@portico/cache:identity')!)).toEqual({ timestamp: 5, value: { name: null } })
  })
})
