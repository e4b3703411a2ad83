import { describe, expect, it, vi } from 'vitest'
import { STORAGE_PREFIX } from '../constants'
import type { PorticoError } from '../errors'
import { memoryPlatform } from '../platform/memoryPlatform'
import { STORAGE_KEYS, cacheKey, connectedConnectorKey } from './keys'
import { SESSION_KEYS } from './sessionKeys'
import { createStorage } from './storage'
import * as v from 'valibot'

function setup() {
  const platform = memoryPlatform()
  const errors: PorticoError[] = []
  const storage = createStorage(platform.storage, (error) => errors.push(error))
  return { platform, storage, errors }
}

describe('storage', () => {
  it('writes under the one fixed prefix and reads back', () => {
    const { platform, storage } = setup()
    storage.write(STORAGE_KEYS.activeNamespace, 'solana')
    expect(platform.store.get(`${STORAGE_PREFIX}active_namespace`)).toBe('"solana"')
    expect(storage.read(STORAGE_KEYS.activeNamespace)).toBe('solana')
    expect(STORAGE_PREFIX).toBe('@portico/')
  })

  it('has a key for each stored value of the spec', () => {
    // Those read at start, and those a connection or a login writes (their schemas load with that code).
    expect([...Object.keys(STORAGE_KEYS), ...Object.keys(SESSION_KEYS)].sort()).toEqual(
      [
        'activeNamespace',
        'activeNetworkId',
        'connectedNamespaces',
        'connectionStatus',
        'connections',
        'deepLinkChoice',
        'lastEmailLoginTime',
        'preferredAccountTypes',
        'recentWallets',
        'socialProvider',
      ].sort(),
    )
    expect(connectedConnectorKey('eip155').name).toBe('eip155:connected_connector_id')
    expect(cacheKey('identity', v.string()).name).toBe('cache:identity')
  })

  it('an absent value reads as undefined', () => {
    expect(setup().storage.read(SESSION_KEYS.socialProvider)).toBeUndefined()
  })

  it('drops (removes) a value that is not JSON, reports it, and the others still load', () => {
    const { platform, storage, errors } = setup()
    platform.store.set(`${STORAGE_PREFIX}recent_wallets`, '{not json')
    storage.write(SESSION_KEYS.socialProvider, 'github')
    expect(storage.read(STORAGE_KEYS.recentWallets)).toBeUndefined()
    expect(platform.store.has(`${STORAGE_PREFIX}recent_wallets`)).toBe(false)
    expect(storage.read(SESSION_KEYS.socialProvider)).toBe('github')
    expect(errors).toHaveLength(1)
    expect(errors[0]!.code).toBe('INVALID_STORED_VALUE')
  })

  it('drops a value of the wrong shape', () => {
    const { platform, storage, errors } = setup()
    platform.store.set(`${STORAGE_PREFIX}social_provider`, '"myspace"')
    platform.store.set(`${STORAGE_PREFIX}last_email_login_time`, '-5')
    expect(storage.read(SESSION_KEYS.socialProvider)).toBeUndefined()
    expect(storage.read(SESSION_KEYS.lastEmailLoginTime)).toBeUndefined()
    expect(platform.store.size).toBe(0)
    expect(errors).toHaveLength(2)
  })

  it('keeps at most the shape the schemas allow: recent wallets need an id', () => {
    const { platform, storage } = setup()
    platform.store.set(`${STORAGE_PREFIX}recent_wallets`, JSON.stringify([{ name: 'No id' }]))
    expect(storage.read(STORAGE_KEYS.recentWallets)).toBeUndefined()
  })

  it('a storage that throws is reported, never thrown into the UI', () => {
    const onError = vi.fn()
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    const storage = createStorage(broken, onError)
    expect(storage.read(STORAGE_KEYS.activeNamespace)).toBeUndefined()
    expect(() => storage.write(STORAGE_KEYS.activeNamespace, 'eip155')).not.toThrow()
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('round-trips every key', () => {
    const { storage } = setup()
    storage.write(SESSION_KEYS.deepLinkChoice, { href: 'wallet://', name: 'Wallet' })
    storage.write(STORAGE_KEYS.activeNetworkId, 'eip155:1')
    storage.write(SESSION_KEYS.connectionStatus, 'connected')
    storage.write(SESSION_KEYS.connectedNamespaces, ['eip155', 'solana'])
    storage.write(STORAGE_KEYS.preferredAccountTypes, { eip155: 'eoa' })
    storage.write(SESSION_KEYS.connections, { eip155: [{ connectorId: 'injected', accounts: [{ address: '0x1' }] }] })
    storage.write(SESSION_KEYS.lastEmailLoginTime, 1_700_000_000_000)
    storage.write(connectedConnectorKey('solana'), 'walletConnect')
    expect(storage.read(SESSION_KEYS.deepLinkChoice)).toEqual({ href: 'wallet://', name: 'Wallet' })
    expect(storage.read(STORAGE_KEYS.activeNetworkId)).toBe('eip155:1')
    expect(storage.read(SESSION_KEYS.connectionStatus)).toBe('connected')
    expect(storage.read(SESSION_KEYS.connectedNamespaces)).toEqual(['eip155', 'solana'])
    expect(storage.read(STORAGE_KEYS.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    expect(storage.read(SESSION_KEYS.connections)?.eip155?.[0]?.connectorId).toBe('injected')
    expect(storage.read(SESSION_KEYS.lastEmailLoginTime)).toBe(1_700_000_000_000)
    expect(storage.read(connectedConnectorKey('solana'))).toBe('walletConnect')
  })
})
