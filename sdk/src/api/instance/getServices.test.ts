import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { memoryPlatform } from '../../platform/memoryPlatform'
import { getServices } from './getServices'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

describe('getServices (the clients of one instance)', () => {
  it('makes no request when the instance is created', async () => {
    server.routes({})
    testPortico(servicesAt(server))
    await new Promise((resolve) => setImmediate(resolve))
    expect(server.requests).toEqual([])
  })

  it('creates the clients once per instance, and not shared between instances', async () => {
    const first = testPortico(servicesAt(server))
    const second = testPortico(servicesAt(server))
    const a = await getServices(first)
    expect(await getServices(first)).toBe(a)
    expect(await getServices(second)).not.toBe(a)
  })

  it("calls the configured base URL with the instance's ids and versions, through the platform's fetch", async () => {
    server.routes({ 'GET /getWallets': (_, response) => json(response, 200, { data: [], count: 0 }) })
    const platform = memoryPlatform()
    let fetched = 0
    const counting = {
      ...platform,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        fetched += 1
        return platform.fetch(input, init)
      },
    }
    const p = testPortico(
      { ...servicesAt(server), projectId: 'p-1', sdkType: 'kit', sdkVersion: 'v9', clientId: 'c-1' },
      counting,
    )
    await (await getServices(p)).catalogue.getWallets()
    expect(server.received('GET /getWallets')[0]?.query).toMatchObject({
      projectId: 'p-1',
      st: 'kit',
      sv: 'v9',
      clientId: 'c-1',
    })
    expect(fetched).toBe(1)
  })
})
