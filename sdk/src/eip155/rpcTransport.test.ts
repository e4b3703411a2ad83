import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RPC_POLLING_MS, RPC_TIMEOUT_MS } from '../constants'
import { startAnvil, type Anvil } from '../testing/anvil'
import { rpcTransport } from './rpcTransport'

// Real HTTP all the way: a recording proxy in front of anvil, and an endpoint that is down (answers 500).
type Body = { method: string } | { method: string }[]
let anvil: Anvil
const servers: Server[] = []

async function serve(answer: (body: Body) => Promise<{ status: number; json: unknown }>) {
  const bodies: Body[] = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', async () => {
      const body = JSON.parse(raw) as Body
      bodies.push(body)
      const { status, json } = await answer(body)
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies }
}

const methods = (bodies: Body[]) => bodies.flatMap((b) => (Array.isArray(b) ? b : [b]).map((r) => r.method))
const proxy = () =>
  serve(async (body) => {
    if (!Array.isArray(body) && body.method === 'net_listening')
      return { status: 200, json: { jsonrpc: '2.0', id: (body as { id?: number }).id, result: true } }
    const response = await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: 200, json: await response.json() }
  })
const down = () => serve(async () => ({ status: 500, json: { error: 'down' } }))

beforeAll(async () => {
  anvil = await startAnvil(31337)
})
afterAll(async () => {
  for (const server of servers) server.closeAllConnections(), server.close()
  await anvil?.stop()
})

describe('rpcTransport', () => {
  it('batches the requests of one moment into one JSON-RPC batch', async () => {
    const live = await proxy()
    const client = createPublicClient({ transport: rpcTransport([live.url]) })
    const [chainId, block, balance] = await Promise.all([
      client.getChainId(),
      client.getBlockNumber(),
      client.getBalance({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ])
    expect([chainId, typeof block, balance > 0n]).toEqual([31337, 'bigint', true])
    expect(live.bodies).toHaveLength(1)
    expect(Array.isArray(live.bodies[0]) && live.bodies[0].length).toBe(3)
  })

  it('falls back to the next endpoint when one is down, then ranks the one that answers first', async () => {
    const dead = await down()
    const live = await proxy()
    const client = createPublicClient({ transport: rpcTransport([dead.url, live.url]) })

    expect(await client.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(methods(dead.bodies)).toContain('eth_chainId') // tried first, failed over
    expect(methods(live.bodies)).toEqual(expect.arrayContaining(['net_listening', 'eth_chainId'])) // ranking samples both

    await client.request({ method: 'eth_blockNumber' })
    expect(methods(dead.bodies)).not.toContain('eth_blockNumber') // ranked last now
  })

  it('times out each request after RPC_TIMEOUT_MS', () => {
    const transport = rpcTransport(['http://127.0.0.1:1'])({ pollingInterval: RPC_POLLING_MS })
    const [http] = (transport.value as { transports: { config: { timeout?: number } }[] }).transports
    expect(http!.config.timeout).toBe(RPC_TIMEOUT_MS)
  })
})
