import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { onSupportedNetwork } from './onSupportedNetwork'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

const answer = (http: string[]) => ({
  'GET /v1/supported-chains': (_: unknown, response: Parameters<typeof json>[0]) =>
    json(response, 200, { http, ws: [] }),
})

describe('onSupportedNetwork (the one guard of blockchain calls)', () => {
  it('runs the call when the active network is supported', async () => {
    server.routes(answer(['eip155:31337']))
    const result = await onSupportedNetwork(
      testPortico(servicesAt(server)),
      'empty',
      async (_, network) => network.caipNetworkId,
    )
    expect(result).toEqual({ served: true, value: 'eip155:31337' })
  })

  it('skips the call with the empty result when the active network is not supported', async () => {
    server.routes(answer(['eip155:1']))
    let ran = false
    const result = await onSupportedNetwork(testPortico(servicesAt(server)), 'empty', async () => {
      ran = true
      return 'ran'
    })
    expect(result).toEqual({ served: false, value: 'empty' })
    expect(ran).toBe(false)
  })

  it('throws when the supported-chains list cannot be loaded: nothing is skipped as "unsupported"', async () => {
    server.routes({ 'GET /v1/supported-chains': (_, response) => json(response, 500, {}) })
    await expect(onSupportedNetwork(testPortico(servicesAt(server)), [], async () => ['ran'])).rejects.toMatchObject({
      status: 500,
    })
  })

  it('asks for the supported chains once per instance', async () => {
    server.routes(answer(['eip155:31337']))
    const p = testPortico(servicesAt(server))
    for (let i = 0; i < 3; i++) await onSupportedNetwork(p, 0, async () => 1)
    expect(server.received('GET /v1/supported-chains')).toHaveLength(1)
  })
})
