import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RPC_TIMEOUT_MS } from '../constants'
import { startAnvil, type Anvil } from '@portico-examples/test-support/chains/anvil'
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
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: 200, json: await response.json() }
  })
const down = () => serve(async () => ({ status: 500, json: { error: 'down' } }))

beforeAll(async () => {
  anvil = await startAnvil(31337)
})
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
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
    expect(methods(dead.bodies)).toEqual(['eth_chainId']) // tried first, once (no retries), failed over
    expect(methods(live.bodies)).toEqual(['eth_chainId']) // no background pings

    await client.request({ method: 'eth_blockNumber' })
    expect(methods(dead.bodies)).not.toContain('eth_blockNumber') // ranked last now
  })

  it('returns a JSON-RPC error of the chain as it is, without trying the next endpoint', async () => {
    const failing = await serve(async (body) => ({
      status: 200,
      json: { jsonrpc: '2.0', id: (body as { id?: number }).id, error: { code: -32602, message: 'invalid params' } },
    }))
    const live = await proxy()
    const client = createPublicClient({ transport: rpcTransport([failing.url, live.url]) })
    await expect(client.request({ method: 'eth_chainId' })).rejects.toThrow(/invalid params/i)
    expect(live.bodies).toHaveLength(0)
  })

  it('gives up after the time-out in total, across endpoints that never answer (no retries on top)', async () => {
    const silent = () => serve(() => new Promise(() => {}))
    const [one, two] = [await silent(), await silent()]
    const client = createPublicClient({ transport: rpcTransport([one.url, two.url], { timeoutMs: 300 }) })
    const started = Date.now()
    await expect(client.request({ method: 'eth_chainId' })).rejects.toThrow(/timed out/i)
    expect(Date.now() - started).toBeLessThan(2_000) // viem's own retries over a per-request time-out took 4 × as long
    expect(methods(one.bodies).length + methods(two.bodies).length).toBe(1) // the first ate the whole wait
  })

  it('waits RPC_TIMEOUT_MS (10 s) in total by default', () => {
    const transport = rpcTransport(['http://127.0.0.1:1'])({ pollingInterval: 4_000 })
    expect([transport.config.timeout, transport.config.retryCount]).toEqual([RPC_TIMEOUT_MS, 0])
  })
})
