import { describe, expect, it } from 'vitest'
import { memoryPlatform } from '../platform/memoryPlatform'
import { STORAGE_KEYS } from '../storage/keys'
import { reloaded, testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { bsc } from '../networks/eip155'
import { setActiveNetwork } from './setActiveNetwork'
import { setCaipAddress } from './setCaipAddress'

describe('setActiveNetwork', () => {
  it('makes the network active and stores it, with its namespace', () => {
    const p = testPortico()
    setActiveNetwork(p, testNetworks.sepolia)
    expect(p.$network.get()).toMatchObject({ caipNetwork: testNetworks.sepolia, isSupported: true })
    expect(p.storage.read(STORAGE_KEYS.activeNetworkId)).toBe('eip155:11155111')
    expect(p.storage.read(STORAGE_KEYS.activeNamespace)).toBe('eip155')
  })

  it('changing namespace makes that namespace’s address the active one', () => {
    const p = testPortico()
    setCaipAddress(p, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'solana')
    expect(p.$account.get().address).toBeUndefined()
    setActiveNetwork(p, testNetworks.solana)
    expect(p.$account.get().address).toBe('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
  })

  it('the stored network comes back in a new instance', () => {
    const platform = memoryPlatform()
    setActiveNetwork(testPortico({}, platform), testNetworks.solana)
    const again = testPortico({}, reloaded(platform))
    expect(again.$activeNamespace.get()).toBe('solana')
    expect(again.$network.get().caipNetwork?.caipNetworkId).toBe(testNetworks.solana.caipNetworkId)
  })

  it('a network the app did not ask for shows UnsupportedChain', () => {
    const p = testPortico()
    setActiveNetwork(p, bsc)
    expect(p.$network.get().isSupported).toBe(false)
    expect(p.$modal.get().open).toBe(true)
    expect(p.$router.get().view).toBe('UnsupportedChain')
  })

  it.each([
    ['network switching is disabled', { enableNetworkSwitch: false }],
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['basic WalletConnect mode is on', { manualWCControl: true }],
  ])('does not show UnsupportedChain when %s', (_, options) => {
    const p = testPortico(options)
    setActiveNetwork(p, bsc)
    expect(p.$modal.get().open).toBe(false)
    expect(p.$router.get().view).toBe('Connect')
  })
})
