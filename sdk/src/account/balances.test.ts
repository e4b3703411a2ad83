// fetchBalances against a real HTTP server: what the account shows, the caches and the retry gap on the
// platform clock (only Date is faked: HTTP keeps its real timers).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import {
  type FakeServer,
  type Routes,
  SUPPORTED,
  json,
  startFakeServer,
} from '@portico-examples/test-support/servers/fakeServer'
import { setCaipAddress } from '../chains/setCaipAddress'
import { BALANCE_CACHE_MS, BALANCE_RETRY_GAP_MS } from '../constants'
import { bitcoin } from '../networks/bip122'
import { devnet } from '../networks/devnet'
import { fetchBalances } from './fetchBalances'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const CHAIN = devnet.caipNetworkId
const token = (symbol: string, decimals: string, numeric: string, extra: Record<string, unknown>) => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  quantity: { decimals, numeric },
  ...extra,
})
const BALANCES = [
  token('ETH', '18', '1.5', { value: 4500, price: 3000, iconUrl: 'https://img/eth.png' }),
  token('USDC', '6', '10', { address: `${CHAIN}:0xa0b8`, value: 10, price: 1, iconUrl: 'https://img/usdc.png' }),
  token('JUNK', '0', '5', { address: `${CHAIN}:0xdead`, price: 0, iconUrl: null }),
]
const BALANCE_PATH = `GET /v1/account/${ADDRESS}/balance`

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())
afterEach(() => void vi.useRealTimers())

function serve(routes: Routes) {
  server.routes({ ...SUPPORTED, ...routes })
}
const answering = (status: number): Routes => ({
  [BALANCE_PATH]: (_, r) => json(r, status, status === 200 ? { balances: BALANCES } : {}),
})

function connected(options = {}) {
  const p = testPortico({ ...servicesAt(server), ...options })
  setCaipAddress(p, `${CHAIN}:${ADDRESS}`, 'eip155')
  return p
}

describe('fetchBalances', () => {
  it('makes one request for 500 calls at the same time; each caller gets the list', async () => {
    serve(answering(200))
    const p = connected()
    const lists = await Promise.all(Array.from({ length: 500 }, () => fetchBalances(p)))
    expect(server.received(BALANCE_PATH)).toHaveLength(1)
    expect(lists.every((list) => list.map((b) => b.symbol).join() === 'ETH,USDC')).toBe(true)
  })

  it('lists the tokens with value, price, quantity and icon, drops zero-decimal tokens, and sets the native balance', async () => {
    serve(answering(200))
    const p = connected()
    await fetchBalances(p)
    expect(server.received(BALANCE_PATH)[0]?.query).toMatchObject({
      currency: 'usd',
      chainId: CHAIN,
      projectId: 'test-project',
    })
    expect(p.$balances.get().balances.map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
    expect(p.$balances.get().balances[1]).toEqual({
      name: 'USDC',
      symbol: 'USDC',
      chainId: CHAIN,
      address: `${CHAIN}:0xa0b8`,
      value: 10,
      price: 1,
      iconUrl: 'https://img/usdc.png',
      quantity: { decimals: '6', numeric: '10' },
    })
    expect(p.$account.get()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
    expect(p.$account.get().tokenBalance.map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
    expect(p.$balances.get().status).toBe('success')
  })

  it('reuses the list for 30 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    serve(answering(200))
    const p = connected()
    await fetchBalances(p)
    vi.advanceTimersByTime(BALANCE_CACHE_MS - 1)
    await fetchBalances(p)
    expect(server.received(BALANCE_PATH)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await fetchBalances(p)
    expect(server.received(BALANCE_PATH)).toHaveLength(2)
  })

  it("shows 'Token Balance Unavailable' on failure and does not ask again within 30 s of it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    serve(answering(500))
    const p = connected()
    await expect(fetchBalances(p)).rejects.toThrow('Token Balance Unavailable')
    expect(p.$snackbar.get()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
    // What a UI shows in the list: the code to translate and the spec's English.
    expect(p.$balances.get()).toMatchObject({
      status: 'error',
      error: { code: 'TOKEN_BALANCE_UNAVAILABLE', message: 'Token Balance Unavailable' },
    })
    serve(answering(200))
    p.$snackbar.set({ ...p.$snackbar.get(), open: false })
    vi.advanceTimersByTime(BALANCE_RETRY_GAP_MS - 1)
    // Within the gap: the last failure again (issue #34), not an empty list that reads "no tokens".
    await expect(fetchBalances(p)).rejects.toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
    expect(p.$snackbar.get()).toMatchObject({ open: true, code: 'TOKEN_BALANCE_UNAVAILABLE' })
    expect(p.$balances.get()).toMatchObject({ status: 'error', error: { code: 'TOKEN_BALANCE_UNAVAILABLE' } })
    expect(server.received(BALANCE_PATH)).toHaveLength(0)
    vi.advanceTimersByTime(1)
    await fetchBalances(p)
    expect(server.received(BALANCE_PATH)).toHaveLength(1)
    expect(p.$balances.get()).toMatchObject({ status: 'success', error: undefined })
  })

  it("shows 'Token Balance Unavailable' on a network without balance support, asking nothing", async () => {
    serve(answering(200))
    const p = testPortico({ ...servicesAt(server), networks: [bitcoin] })
    setCaipAddress(p, `${bitcoin.caipNetworkId}:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh`, 'bip122')
    await expect(fetchBalances(p)).rejects.toThrow('Token Balance Unavailable')
    expect(p.$snackbar.get().message).toBe('Token Balance Unavailable')
    expect(server.requests).toEqual([])
  })

  it('skips the call with an empty list when the service does not support the network', async () => {
    server.routes({
      ...answering(200),
      'GET /v1/supported-chains': (_, r) => json(r, 200, { http: ['eip155:1'], ws: [] }),
    })
    const p = connected()
    expect(await fetchBalances(p)).toEqual([])
    expect(server.received(BALANCE_PATH)).toHaveLength(0)
  })

  it('asks nothing without a connected account', async () => {
    serve(answering(200))
    expect(await fetchBalances(testPortico(servicesAt(server)))).toEqual([])
    expect(server.requests).toEqual([])
  })
})
