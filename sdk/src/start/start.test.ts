import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { json } from '../api/testing/testServer'
import { servicePortico, startServiceServer, type ServiceServer } from '../services/testing/serviceServer'
import { open } from '../modal/open'
import { start } from './start'

let server: ServiceServer
beforeAll(async () => {
  server = await startServiceServer()
})
afterAll(() => server.close())

const wallets = (_: unknown, response: Parameters<typeof json>[0]) => json(response, 200, { count: 0, data: [] })

describe('start', () => {
  it('loads the wallet catalogue from the first time the modal opens, not before', async () => {
    server.routes({ 'GET /getWallets': wallets })
    const p = servicePortico(server, { features: { analytics: false } })
    const stop = start(p)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.received('GET /getWallets')).toHaveLength(0)
    await open(p)
    await vi.waitFor(() => expect(server.received('GET /getWallets').length).toBeGreaterThan(0))
    stop()
  })

  it('stops what it started: after the stop, opening the modal fetches nothing', async () => {
    server.routes({ 'GET /getWallets': wallets })
    const p = servicePortico(server, { features: { analytics: false } })
    start(p)()
    await open(p)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.received('GET /getWallets')).toHaveLength(0)
  })
})
