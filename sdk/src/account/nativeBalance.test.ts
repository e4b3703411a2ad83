// fetchNativeBalance against a real HTTP server (the blockchain service's RPC proxy), and its 30 s cache.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, SUPPORTED, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { setCaipAddress } from '../chains/setCaipAddress'
import { NATIVE_BALANCE_CACHE_MS } from '../constants'
import { devnet } from '../networks/devnet'
import { fetchNativeBalance } from './fetchNativeBalance'
import { unitsToDecimal } from '../format/unitsToDecimal'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())
afterEach(() => void vi.useRealTimers())

describe('unitsToDecimal', () => {
  it('places the decimal point and drops trailing zeros', () => {
    expect(unitsToDecimal(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(unitsToDecimal(1n, 6)).toBe('0.000001')
    expect(unitsToDecimal(0n, 18)).toBe('0')
    expect(unitsToDecimal(42n, 0)).toBe('42')
  })
})

describe('fetchNativeBalance', () => {
  it("asks the RPC proxy for the account's balance, sets it on the account, and reuses it for 30 s", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    server.routes({
      ...SUPPORTED,
      'POST /v1': (request, r) => {
        const call = JSON.parse(request.body) as { id: number; method: string; params: unknown[] }
        json(r, 200, {
          jsonrpc: '2.0',
          id: call.id,
          result: call.method === 'eth_getBalance' ? '0x14d1120d7b160000' : null,
        })
      },
    })
    const p = testPortico(servicesAt(server))
    setCaipAddress(p, `${devnet.caipNetworkId}:${ADDRESS}`, 'eip155')
    expect(await fetchNativeBalance(p)).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(server.received('POST /v1')[0]?.query).toMatchObject({ chainId: devnet.caipNetworkId })
    const call = JSON.parse(server.received('POST /v1')[0]?.body ?? '')
    expect(call).toMatchObject({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })
    expect(p.$account.get()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH', balanceStatus: 'success' })
    vi.advanceTimersByTime(NATIVE_BALANCE_CACHE_MS - 1)
    await fetchNativeBalance(p)
    expect(server.received('POST /v1')).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await fetchNativeBalance(p)
    expect(server.received('POST /v1')).toHaveLength(2)
  })

  it('rejects an answer that is not a hex quantity; the balance is then in error, not loading', async () => {
    server.routes({
      ...SUPPORTED,
      'POST /v1': (request, r) => json(r, 200, { jsonrpc: '2.0', id: JSON.parse(request.body).id, result: 'lots' }),
    })
    const p = testPortico(servicesAt(server))
    setCaipAddress(p, `${devnet.caipNetworkId}:${ADDRESS}`, 'eip155')
    const asked = fetchNativeBalance(p)
    expect(p.$account.get().balanceStatus).toBe('pending')
    await expect(asked).rejects.toThrow()
    expect(p.$account.get().balance).toBeUndefined()
    expect(p.$account.get().balanceStatus).toBe('error')
  })
})
