import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { getServices } from './getServices'
import { lazyBlockchainClient } from './lazyBlockchainClient'
import { startOutputs } from '@portico-examples/test-support/bundles/startOutputs'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

const chains = { http: ['eip155:31337'], ws: [] }

describe('lazyBlockchainClient (the blockchain API, loaded on first call)', () => {
  it('makes no request until a method is called, then answers as the client does', async () => {
    server.routes({ 'GET /v1/supported-chains': (_, response) => json(response, 200, chains) })
    const client = lazyBlockchainClient(testPortico(servicesAt(server)))
    await new Promise((resolve) => setImmediate(resolve))
    expect(server.received('GET /v1/supported-chains')).toHaveLength(0)
    expect(await client.getSupportedChains()).toEqual(chains)
  })

  it('keeps one client: its cache of supported chains holds across calls', async () => {
    server.routes({ 'GET /v1/supported-chains': (_, response) => json(response, 200, chains) })
    const before = server.received('GET /v1/supported-chains').length
    const p = testPortico(servicesAt(server))
    const { blockchain } = await getServices(p)
    await blockchain.getSupportedChains()
    await blockchain.getSupportedChains()
    expect(server.received('GET /v1/supported-chains')).toHaveLength(before + 1)
  })

  it('is not a promise (awaiting the services never waits on it)', async () => {
    const { blockchain } = await getServices(testPortico(servicesAt(server)))
    expect((blockchain as unknown as { then?: unknown }).then).toBeUndefined()
  })
})

describe('the services chunk (createServices)', () => {
  it('holds the catalogue client; the blockchain and analytics clients are lazy chunks of their own', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./createServices.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: '/tmp/portico-services-test',
      external: ['valibot', 'nanostores'],
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const outputs = result.metafile.outputs
    const entry = Object.keys(outputs).find((o) => outputs[o]!.entryPoint?.endsWith('createServices.ts'))!
    const initial = startOutputs(result.metafile, entry)
    const holds = (o: string, file: string) => Object.keys(outputs[o]!.inputs).some((input) => input.endsWith(file))
    expect([...initial].some((o) => holds(o, 'api/catalogue/createCatalogueClient.ts'))).toBe(true)
    for (const lazy of ['api/blockchain/createBlockchainClient.ts', 'api/analytics/createAnalyticsClient.ts']) {
      expect(
        [...initial].filter((o) => holds(o, lazy)),
        lazy,
      ).toEqual([])
      expect(
        Object.keys(outputs).some((o) => !initial.has(o) && holds(o, lazy)),
        lazy,
      ).toBe(true)
    }
  }, 60_000)
})
