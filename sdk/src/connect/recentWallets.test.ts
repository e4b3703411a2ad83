import { describe, expect, it } from 'vitest'
import { RECENT_WALLETS_MAX, STORAGE_PREFIX } from '../constants'
import { memoryPlatform } from '../platform/memoryPlatform'
import { reloaded, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { addRecentWallet } from './addRecentWallet'
import { withRecentWallet } from './recentWallets'

const a = { id: 'a', name: 'Alpha' }
const b = { id: 'b', name: 'Beta' }
const c = { id: 'c', name: 'Gamma' }

describe('recent wallets', () => {
  it('keeps at most 2, most recent first', () => {
    expect(RECENT_WALLETS_MAX).toBe(2)
    expect(withRecentWallet(withRecentWallet(withRecentWallet([], a), b), c)).toEqual([c, b])
  })

  it('de-duplicates by id, moving the wallet to the front', () => {
    expect(withRecentWallet([a, b], { id: 'b', name: 'Beta 2' })).toEqual([{ id: 'b', name: 'Beta 2' }, a])
  })

  it('are persisted and come back in a new instance on the same storage', () => {
    const platform = memoryPlatform()
    const first = testPortico({}, platform)
    addRecentWallet(first, a)
    addRecentWallet(first, b)
    expect(JSON.parse(platform.store.get(`${STORAGE_PREFIX}recent_wallets`)!)).toEqual([b, a])
    const second = testPortico({}, reloaded(platform))
    expect(second.$connection.get().recentWallets).toEqual([b, a])
  })
})
