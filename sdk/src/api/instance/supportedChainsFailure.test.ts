// Issue #16, item 2: a failed supported-chains lookup is an error, never an empty success that gets cached.
// Each lookup below runs against a real HTTP service() whose /v1/supported-chains fails, then answers.
import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { fetchBalances } from '../../account/fetchBalances'
import { fetchIdentity } from '../../account/fetchIdentity'
import { fetchNativeBalance } from '../../account/fetchNativeBalance'
import { reloaded, servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type Handler, SUPPORTED, json } from '@portico-examples/test-support/servers/fakeServer'
import { useFakeServer } from '@portico-examples/test-support/servers/useFakeServer'
import { setCaipAddress } from '../../chains/setCaipAddress'
import { STORAGE_PREFIX } from '../../constants'
import { fetchNamesForAddress } from '../../names/fetchNamesForAddress'
import { fetchName } from '../../names/fetchName'
import { devnet } from '../../networks/devnet'
import { memoryPlatform, type MemoryPlatform } from '../../platform/memoryPlatform'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const CHAIN = devnet.caipNetworkId

const service = useFakeServer()

/** The ways the supported-chains list can fail to arrive. */
const FAILURES: Record<string, Handler> = {
  '500': (_, r) => json(r, 500, { message: 'Internal Server Error' }),
  '403': (_, r) => json(r, 403, { message: 'Unauthorized: origin not allowed' }),
  malformed: (_, r: ServerResponse) => {
    r.writeHead(200, { 'content-type': 'application/json' })
    r.end('{"http": [')
  },
  empty: (_, r: ServerResponse) => {
    r.writeHead(200, { 'content-type': 'application/json' })
    r.end('')
  },
  'wrong shape': (_, r) => json(r, 200, { http: 'eip155:31337' }),
}

const BALANCES = [
  { name: 'ETH', symbol: 'ETH', chainId: CHAIN, value: 30, price: 3000, quantity: { decimals: '18', numeric: '0.01' } },
]
const ANSWERS: Record<string, Handler> = {
  [`GET /v1/account/${ADDRESS}/balance`]: (_, r) => json(r, 200, { balances: BALANCES }),
  [`GET /v1/identity/${ADDRESS}`]: (_, r) => json(r, 200, { name: 'alice.reown.id', avatar: null }),
  [`GET /v1/profile/reverse/${ADDRESS}`]: (_, r) =>
    json(r, 200, [{ name: 'alice.reown.id', addresses: { '60': { address: ADDRESS } }, attributes: [] }]),
  'GET /v1/profile/account/alice.reown.id': (_, r) =>
    json(r, 200, { name: 'alice.reown.id', addresses: { '60': { address: ADDRESS } }, attributes: [] }),
}

function connected(platform: MemoryPlatform) {
  const p = testPortico(servicesAt(service()), platform)
  setCaipAddress(p, `${CHAIN}:${ADDRESS}`, 'eip155')
  return p
}

const cached = (platform: MemoryPlatform) =>
  [...platform.store.keys()].filter((key) => key.startsWith(`${STORAGE_PREFIX}cache:`))

describe.each(Object.entries(FAILURES))('supported chains failing (%s)', (_name, failure) => {
  it('fetchBalances fails with Token Balance Unavailable, caches nothing, and asks again next time', async () => {
    service().routes({ 'GET /v1/supported-chains': failure, ...ANSWERS })
    const platform = memoryPlatform()
    const p = connected(platform)
    await expect(fetchBalances(p)).rejects.toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
    expect(p.$balances.get().status).toBe('error')
    expect(p.$snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
    expect(cached(platform)).toEqual([])

    // The service recovers: a new instance on the same storage (a reload) asks again and gets the real answer.
    service().routes({ ...SUPPORTED, ...ANSWERS })
    const again = connected(reloaded(platform))
    expect((await fetchBalances(again)).map((b) => b.symbol)).toEqual(['ETH'])
    expect(again.$balances.get().status).toBe('success')
  })

  it('identity, native balance and names fail instead of answering "nothing", and cache nothing', async () => {
    service().routes({ 'GET /v1/supported-chains': failure, ...ANSWERS })
    const platform = memoryPlatform()
    const p = connected(platform)
    await expect(fetchIdentity(p)).rejects.toBeDefined()
    await expect(fetchNativeBalance(p)).rejects.toBeDefined()
    await expect(fetchNamesForAddress(p, { address: ADDRESS })).rejects.toMatchObject({
      code: 'NAMES_FOR_ADDRESS_FAILED',
    })
    await expect(fetchName(p, { name: 'alice.reown.id' })).rejects.toMatchObject({ code: 'NAME_RESOLVE_FAILED' })
    expect(cached(platform)).toEqual([])

    service().routes({ ...SUPPORTED, ...ANSWERS })
    expect((await fetchIdentity(p)).name).toBe('alice.reown.id')
    expect((await fetchNamesForAddress(p, { address: ADDRESS })).map((n) => n.name)).toEqual(['alice.reown.id'])
  })
})

describe('a network the service does not support', () => {
  it('is skipped with an empty answer that is not cached (a skip is no answer of the service)', async () => {
    service().routes({ 'GET /v1/supported-chains': (_, r) => json(r, 200, { http: ['eip155:1'], ws: [] }), ...ANSWERS })
    const platform = memoryPlatform()
    const p = connected(platform)
    expect(await fetchBalances(p)).toEqual([])
    expect(await fetchIdentity(p)).toEqual({ name: null, avatar: null })
    expect(await fetchNamesForAddress(p, { address: ADDRESS })).toEqual([])
    expect(service().received(`GET /v1/account/${ADDRESS}/balance`)).toEqual([])
    expect(cached(platform)).toEqual([])
  })
})

describe('cache entries stamped in the future', () => {
  it('are dropped, not served as fresh', async () => {
    service().routes({ ...SUPPORTED, ...ANSWERS })
    const platform = memoryPlatform()
    const inAYear = Date.now() + 365 * 24 * 3600_000
    platform.store.set(
      `${STORAGE_PREFIX}cache:identity:${ADDRESS}`,
      JSON.stringify({ timestamp: inAYear, value: { name: 'planted.reown.id', avatar: null } }),
    )
    const p = connected(platform)
    expect((await fetchIdentity(p)).name).toBe('alice.reown.id')
    expect(service().received(`GET /v1/identity/${ADDRESS}`)).toHaveLength(1)
  })
})
