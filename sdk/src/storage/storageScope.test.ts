// Two Portico instances on one page (one storage, one set of wallet announcements), the second with a
// `storageScope`: a real private-key wallet on anvil connects to each, and a reload restores each from its own keys.
import { describe, expect, it } from 'vitest'
import { connect } from '../connect/connect'
import { disconnect } from '../connect/disconnect'
import { reconnect } from '../connect/reconnect'
import { memoryPlatform, type MemoryPlatform } from '../platform/memoryPlatform'
import type { PorticoOptions } from '../instance/options'
import { ANVIL_KEYS } from '@portico-examples/test-support/chains/anvil'
import { useAnvils } from '@portico-examples/test-support/chains/useAnvils'
import { privateKeyProvider } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { localChains, testPortico } from '@portico-examples/test-support/portico/testPortico'

const chains = useAnvils()

const WALLET = 'org.portico.testwallet'
const APP = { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] }

/** A page's platform with `store` in its storage, and the test wallet announcing itself to every instance on it. */
function pagePlatform(store: Map<string, string> = new Map()): MemoryPlatform {
  const platform = memoryPlatform()
  for (const [key, value] of store) platform.store.set(key, value)
  privateKeyProvider({
    privateKey: ANVIL_KEYS[0]!,
    chains: [{ chainId: 31337, rpcUrl: chains().one.rpcUrl }],
    authorized: true,
  }).announce(platform.events)
  return platform
}

/** A page holding instances A and B, each with its own options over the local chains, over one storage. */
function twoInstances(a: Partial<PorticoOptions>, b: Partial<PorticoOptions>, store?: Map<string, string>) {
  const platform = pagePlatform(store)
  const { one, two } = chains()
  return {
    a: testPortico({ ...localChains(one, two), ...a }, platform),
    b: testPortico({ ...localChains(one, two), ...b }, platform),
    store: platform.store,
  }
}

/** A page holding instance A (no scope) and instance B (scope 'second'). */
const page = (store?: Map<string, string>) => twoInstances({}, { storageScope: 'second' }, store)

describe('storageScope', () => {
  it("keeps each instance's keys apart: B never reconnects from A's wallet", async () => {
    const first = page()
    await connect(first.a, { connector: WALLET })
    expect([...first.store.keys()]).toContain('@portico/eip155:connected_connector_id')
    expect([...first.store.keys()].some((key) => key.startsWith('@portico/second/'))).toBe(false)

    const reloaded = page(first.store)
    expect(await reconnect(reloaded.a)).toEqual(['eip155'])
    expect(await reconnect(reloaded.b)).toEqual([])
    expect(reloaded.b.$connection.get().status.eip155 ?? 'disconnected').toBe('disconnected')
  })

  it("A's disconnect leaves B's connection stored: B reconnects after a reload", async () => {
    const first = page()
    await connect(first.a, { connector: WALLET })
    await connect(first.b, { connector: WALLET })
    await disconnect(first.a)
    expect(first.store.get('@portico/second/eip155:connected_connector_id')).toBe(JSON.stringify(WALLET))

    const reloaded = page(first.store)
    expect(await reconnect(reloaded.a)).toEqual([])
    expect(await reconnect(reloaded.b)).toEqual(['eip155'])
  })

  it('refuses a scope that is not a plain name, naming the option', () => {
    const { one, two } = chains()
    expect(() => testPortico({ ...localChains(one, two), storageScope: '../x' })).toThrow(/storageScope/)
  })
})

/**
 * A page holding instances A and B, neither with a `storageScope` (issue #34, item 5): two apps' instances, so their
 * options differ (here their metadata).
 */
const unscopedPage = (store?: Map<string, string>) =>
  twoInstances({ metadata: APP }, { metadata: { ...APP, name: 'Checkout' } }, store)

describe('two instances on one storage without a storageScope', () => {
  it('gives the second one a scope of its own, in the order they are created', () => {
    const { a, b } = unscopedPage()
    expect(a.$options.get().storageScope).toBeUndefined()
    expect(b.$options.get().storageScope).toBe('instance-2')
  })

  it("B never reconnects from A's wallet, after a reload too", async () => {
    const first = unscopedPage()
    await connect(first.a, { connector: WALLET })
    expect(await reconnect(first.b)).toEqual([])
    expect(first.b.$connection.get().status.eip155 ?? 'disconnected').toBe('disconnected')

    const reloaded = unscopedPage(first.store)
    expect(await reconnect(reloaded.a)).toEqual(['eip155'])
    expect(await reconnect(reloaded.b)).toEqual([])
  })

  it("A's disconnect leaves B's wallet: after a reload each finds its own", async () => {
    const first = unscopedPage()
    await connect(first.a, { connector: WALLET })
    await connect(first.b, { connector: WALLET })
    await disconnect(first.a)
    expect(first.store.get('@portico/instance-2/eip155:connected_connector_id')).toBe(JSON.stringify(WALLET))

    const reloaded = unscopedPage(first.store)
    expect(await reconnect(reloaded.a)).toEqual([])
    expect(await reconnect(reloaded.b)).toEqual(['eip155'])
  })
})

describe('the same instance created again on one storage (a hot reload of its module)', () => {
  it("keeps the first one's keys: it is not instance-2 and finds the connected wallet", async () => {
    const platform = pagePlatform()
    const { one, two } = chains()
    const options = () => ({ ...localChains(one, two), metadata: APP })
    const first = testPortico(options(), platform)
    await connect(first, { connector: WALLET })

    const again = testPortico(options(), platform)
    expect(again.$options.get().storageScope).toBeUndefined()
    expect(await reconnect(again)).toEqual(['eip155'])
    expect(again.$account.get().address).toBe(first.$account.get().address)

    // Another app's instance on the page still gets a scope of its own.
    const other = testPortico({ ...options(), metadata: { ...APP, name: 'Checkout' } }, platform)
    expect(other.$options.get().storageScope).toBe('instance-2')
  })
})
