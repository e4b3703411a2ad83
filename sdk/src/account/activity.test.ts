// fetchActivity against a real HTTP server: paging, filtering, grouping and the failure path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Transaction } from '../api/schemas/account'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, SUPPORTED, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { setCaipAddress } from '../chains/setCaipAddress'
import { devnet } from '../networks/devnet'
import { solanaMainnet } from '../networks/solana'
import { activityGroups } from './activityGroups'
import { fetchActivity } from './fetchActivity'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const CHAIN = devnet.caipNetworkId
const HISTORY_PATH = `GET /v1/account/${ADDRESS}/history`

function tx(id: string, minedAt: string, { chain = CHAIN, spam = false } = {}): Transaction {
  return {
    id,
    metadata: { operationType: 'send', chain, minedAt, sentFrom: ADDRESS, sentTo: '0xb', status: 'confirmed' },
    transfers: [
      { quantity: { numeric: '1' }, ...(spam ? { nft_info: { name: 'Prize', flags: { is_spam: true } } } : {}) },
    ],
  }
}

const PAGES: Record<string, { data: Transaction[]; next: string | null }> = {
  first: {
    data: [
      tx('mar-b', '2026-03-20T10:00:00Z'),
      tx('spam', '2026-03-19T10:00:00Z', { spam: true }),
      tx('elsewhere', '2026-03-18T10:00:00Z', { chain: 'eip155:1' }),
      tx('mar-a', '2026-03-02T10:00:00Z'),
    ],
    next: 'page-2',
  },
  'page-2': { data: [tx('jan', '2026-01-15T10:00:00Z'), tx('dec', '2025-12-24T10:00:00Z')], next: null },
}

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

function connected() {
  const p = testPortico(servicesAt(server))
  setCaipAddress(p, `${CHAIN}:${ADDRESS}`, 'eip155')
  return p
}

describe('fetchActivity', () => {
  it('pages with the cursor, drops spam-only and other-chain transactions, and groups by year then month, newest first', async () => {
    server.routes({
      ...SUPPORTED,
      [HISTORY_PATH]: (request, r) => json(r, 200, PAGES[request.query.cursor ?? 'first']),
    })
    const p = connected()
    await fetchActivity(p)
    expect(server.received(HISTORY_PATH)[0]?.query).toMatchObject({ chainId: CHAIN })
    expect(p.$activity.get()).toMatchObject({ next: 'page-2', empty: false, status: 'success' })
    expect(p.$activity.get().transactions.map((t) => t.id)).toEqual(['mar-b', 'mar-a'])

    await fetchActivity(p, { cursor: p.$activity.get().next })
    expect(server.received(HISTORY_PATH)[1]?.query).toMatchObject({ cursor: 'page-2' })
    expect(p.$activity.get().next).toBeUndefined()
    expect(activityGroups(p)).toBe(activityGroups(p)) // one store per instance
    const groups = activityGroups(p)
      .get()
      .map((y) => [y.year, y.months.map((m) => [m.month, m.transactions.map((t) => t.id)])])
    expect(groups).toEqual([
      [
        2026,
        [
          [2, ['mar-b', 'mar-a']],
          [0, ['jan']],
        ],
      ],
      [2025, [[11, ['dec']]]],
    ])
  })

  it("on failure shows 'Failed to fetch transactions', flags the list empty and clears paging", async () => {
    server.routes({
      ...SUPPORTED,
      [HISTORY_PATH]: (request, r) => json(r, 200, PAGES[request.query.cursor ?? 'first']),
    })
    const p = connected()
    await fetchActivity(p)
    server.routes({ ...SUPPORTED, [HISTORY_PATH]: (_, r) => json(r, 500, {}) })
    await expect(fetchActivity(p, { cursor: 'page-2' })).rejects.toThrow('Failed to fetch transactions')
    expect(p.$snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Failed to fetch transactions' })
    expect(p.$activity.get()).toMatchObject({
      empty: true,
      next: undefined,
      status: 'error',
      error: { code: 'TRANSACTIONS_FETCH_FAILED', message: 'Failed to fetch transactions' },
    })
  })

  it('asks nothing off eip155 and shows an empty list', async () => {
    server.routes(SUPPORTED)
    const p = testPortico({ ...servicesAt(server), networks: [solanaMainnet] })
    setCaipAddress(p, `${solanaMainnet.caipNetworkId}:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV`, 'solana')
    await fetchActivity(p)
    expect(p.$activity.get()).toMatchObject({ transactions: [], empty: true })
    expect(server.requests).toEqual([])
  })
})
