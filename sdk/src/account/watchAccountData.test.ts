// watchAccountData against a real HTTP server standing in for the blockchain API: what is asked when, and what the
// stores hold for whom.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, SUPPORTED, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { setCaipAddress } from '../chains/setCaipAddress'
import { close } from '../modal/close'
import { open } from '../modal/open'
import { devnet } from '../networks/devnet'
import { watchAccountData } from './watchAccountData'

const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const BOB = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const CHAIN = devnet.caipNetworkId

const token = (symbol: string) => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  price: 1,
  iconUrl: null,
  quantity: { decimals: '18', numeric: '2' },
})
const history = (owner: string) => ({
  data: [
    {
      id: `${owner}-1`,
      metadata: {
        operationType: 'receive',
        chain: CHAIN,
        minedAt: '2026-03-01T10:00:00Z',
        sentFrom: '0xb',
        sentTo: owner,
        status: 'confirmed',
      },
      transfers: [
        {
          nft_info: { name: `Punk of ${owner.slice(0, 6)}`, flags: { is_spam: false } },
          direction: 'in',
          quantity: { numeric: '1' },
        },
      ],
    },
  ],
  next: null,
})

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.routes({
    ...SUPPORTED,
    'GET /v1/account/*': (request, r) => {
      const owner = request.path.split('/')[3] ?? ''
      if (request.path.endsWith('/balance')) json(r, 200, { balances: [token(owner === ALICE ? 'ALC' : 'BOB')] })
      else json(r, 200, history(owner))
    },
    'GET /v1/identity/*': (request, r) =>
      json(r, 200, { name: request.path.includes(ALICE) ? 'alice.reown.id' : null, avatar: null }),
    'POST /v1': (request, r) =>
      json(r, 200, { jsonrpc: '2.0', id: JSON.parse(request.body).id, result: '0xde0b6b3a7640000' }),
  })
})

const paths = () => server.requests.map((r) => `${r.method} ${r.path}`)
const asked = (fragment: string) => paths().some((path) => path.includes(fragment))

function aliceConnected(options = {}) {
  const p = testPortico({ ...servicesAt(server), ...options })
  setCaipAddress(p, `${CHAIN}:${ALICE}`, 'eip155')
  return p
}

describe('watchAccountData', () => {
  it('asks nothing while no account is connected, even with the modal open', async () => {
    const p = testPortico(servicesAt(server))
    const stop = watchAccountData(p)
    open(p)
    await new Promise((resolve) => setImmediate(resolve))
    expect(server.requests).toEqual([])
    stop()
  })

  it('once connected loads what the account button shows (native balance, identity), and no list before the modal opens', async () => {
    const p = aliceConnected()
    const stop = watchAccountData(p)
    await vi.waitFor(() =>
      expect(p.$account.get()).toMatchObject({ balance: '1', balanceSymbol: 'ETH', profileName: 'alice.reown.id' }),
    )
    expect(asked('/balance') || asked('/history')).toBe(false)
    expect(p.$balances.get().status).toBe('idle')
    stop()
  })

  it('loads the tokens, the activity and the NFTs when the modal opens', async () => {
    const p = aliceConnected()
    const stop = watchAccountData(p)
    open(p)
    await vi.waitFor(() => {
      expect(p.$balances.get().balances.map((b) => b.symbol)).toEqual(['ALC'])
      expect(p.$activity.get().transactions.map((t) => t.id)).toEqual([`${ALICE}-1`])
      expect(p.$nfts.get().nfts.map((n) => n.name)).toEqual([`Punk of ${ALICE.slice(0, 6)}`])
    })
    stop()
  })

  it("when another account connects, none of Alice's data shows for Bob, and Bob's is loaded", async () => {
    const p = aliceConnected()
    const stop = watchAccountData(p)
    open(p)
    await vi.waitFor(() => expect(p.$nfts.get().status).toBe('success'))
    setCaipAddress(p, `${CHAIN}:${BOB}`, 'eip155')
    expect(p.$balances.get().balances).toEqual([])
    expect(p.$activity.get().transactions).toEqual([])
    expect(p.$nfts.get().nfts).toEqual([])
    await vi.waitFor(() => {
      expect(p.$balances.get().balances.map((b) => b.symbol)).toEqual(['BOB'])
      expect(p.$nfts.get().nfts.map((n) => n.name)).toEqual([`Punk of ${BOB.slice(0, 6)}`])
    })
    stop()
  })

  it('keeps the lists while the account and network stay the same, and refreshes them when the modal opens again', async () => {
    const p = aliceConnected()
    const stop = watchAccountData(p)
    open(p)
    await vi.waitFor(() => expect(p.$activity.get().status).toBe('success'))
    close(p, { force: true })
    setCaipAddress(p, `${CHAIN}:${ALICE}`, 'eip155')
    expect(p.$activity.get().transactions).toHaveLength(1)
    const before = server.received(`GET /v1/account/${ALICE}/history`).length
    open(p)
    await vi.waitFor(() => expect(server.received(`GET /v1/account/${ALICE}/history`).length).toBeGreaterThan(before))
    stop()
  })

  it('shows a deposit made since the last look when the modal opens: the balances and the button past their 30 s caches', async () => {
    const p = aliceConnected()
    const stop = watchAccountData(p)
    await vi.waitFor(() => expect(p.$account.get().balance).toBe('1'))
    open(p)
    await vi.waitFor(() => expect(p.$balances.get().status).toBe('success'))
    close(p, { force: true })
    // 1 ETH arrives (the chain answers 2 ETH now); well within the caches' 30 s.
    server.routes({
      'POST /v1': (request, r) =>
        json(r, 200, { jsonrpc: '2.0', id: JSON.parse(request.body).id, result: '0x1bc16d674ec80000' }),
    })
    const balanceReads = server.received(`GET /v1/account/${ALICE}/balance`).length
    open(p)
    await vi.waitFor(() => expect(p.$account.get().balance).toBe('2'))
    expect(server.received(`GET /v1/account/${ALICE}/balance`).length).toBeGreaterThan(balanceReads)
    stop()
  })

  it('with the history feature off, loads no activity', async () => {
    const p = aliceConnected({ features: { history: false } })
    const stop = watchAccountData(p)
    open(p)
    await vi.waitFor(() => expect(p.$balances.get().status).toBe('success'))
    await vi.waitFor(() => expect(p.$nfts.get().status).toBe('success'))
    expect(p.$activity.get().status).toBe('idle')
    stop()
  })

  it('once stopped, asks nothing more', async () => {
    const p = aliceConnected()
    const stop = watchAccountData(p)
    await vi.waitFor(() => expect(p.$account.get()).toMatchObject({ balance: '1', profileName: 'alice.reown.id' }))
    stop()
    server.requests.length = 0
    open(p)
    setCaipAddress(p, `${CHAIN}:${BOB}`, 'eip155')
    await new Promise((resolve) => setImmediate(resolve))
    expect(server.requests.filter((r) => r.path !== '/v1/supported-chains')).toEqual([])
  })
})
