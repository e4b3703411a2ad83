import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { open } from '../modal/open'
import { start } from './start'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

const wallets = (_: unknown, response: Parameters<typeof json>[0]) => json(response, 200, { count: 0, data: [] })

describe('start', () => {
  it('loads the wallet catalogue from the first time the modal opens, not before', async () => {
    server.routes({ 'GET /getWallets': wallets })
    const p = testPortico({ ...servicesAt(server), features: { analytics: false } })
    const stop = start(p)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.received('GET /getWallets')).toHaveLength(0)
    await open(p)
    await vi.waitFor(() => expect(server.received('GET /getWallets').length).toBeGreaterThan(0))
    // The prefetch ends with All Wallets' first page: waited for, so no request of it reaches the next test.
    await vi.waitFor(() => expect(p.$wallets.get().status.page).toBe('success'))
    stop()
  })

  it('stops what it started: after the stop, opening the modal fetches nothing', async () => {
    server.routes({ 'GET /getWallets': wallets })
    const p = testPortico({ ...servicesAt(server), features: { analytics: false } })
    start(p)()
    await open(p)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.received('GET /getWallets')).toHaveLength(0)
  })
})
