// The relay's wire protocol, spoken by hand over real sockets (the real WalletConnect clients are in
// relay-walletconnect.test.ts).
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { startRelay, type Relay } from '../src/relay/index.js'

// biome-ignore lint/suspicious/noExplicitAny: the relay's JSON-RPC frames, read field by field as the test needs them
type Frame = { id?: number | string | null; jsonrpc?: string; method?: string; params?: any; result?: any; error?: any }

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwtFor = (clientId: string) => `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ iss: clientId })}.c2ln`
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A hand-driven relay client: sends frames and awaits the ones it expects. */
class RawClient {
  readonly frames: Frame[] = []
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = []
  private nextId = 1

  private constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
  ) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame
      this.frames.push(frame)
      const waiter = this.waiters.find((w) => w.match(frame))
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1)
        waiter.resolve(frame)
      }
    })
  }

  static async open(url: string, clientId: string, options: { autoPong?: boolean } = {}) {
    const socket = new WebSocket(
      `${url}/?auth=${jwtFor(clientId)}&projectId=portico-devnet&useOnCloseEvent=true`,
      options,
    )
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    return new RawClient(socket, clientId)
  }

  /** Resolves with the first frame (already received or still to come) that matches. */
  waitFor(match: (f: Frame) => boolean): Promise<Frame> {
    const seen = this.frames.find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise((resolve) => this.waiters.push({ match, resolve }))
  }

  sendRaw(text: string) {
    this.socket.send(text)
  }

  async request(method: string, params: unknown): Promise<Frame> {
    const id = this.nextId++
    this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return this.waitFor((f) => f.id === id && f.method === undefined)
  }

  // biome-ignore lint/suspicious/noExplicitAny: the relay's JSON-RPC answers, read field by field as the test needs them
  async call(method: string, params: unknown): Promise<any> {
    const reply = await this.request(method, params)
    if (reply.error) throw new Error(`${method}: ${JSON.stringify(reply.error)}`)
    return reply.result
  }

  /** The subscription pushes received so far. */
  pushes(topic?: string): Frame[] {
    return this.frames.filter((f) => f.method === 'irn_subscription' && (!topic || f.params.data.topic === topic))
  }

  private taken = new Set<Frame>()

  /** The first push on the topic not taken yet, whether it already arrived or is still to come. */
  async nextPush(topic: string): Promise<Frame> {
    const push = await this.waitFor(
      (f) => f.method === 'irn_subscription' && f.params.data.topic === topic && !this.taken.has(f),
    )
    this.taken.add(push)
    return push
  }

  ack(push: Frame) {
    this.socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
  }

  /**
   * A round trip. The relay answers frames in order and sends a push before any later reply, so once
   * this resolves every push caused by earlier frames has arrived.
   */
  async settle() {
    await this.call('irn_unsubscribe', { topic: 'barrier' })
  }

  async close() {
    if (this.socket.readyState === WebSocket.CLOSED) return
    const closed = new Promise((resolve) => this.socket.once('close', resolve))
    this.socket.close()
    await closed
  }
}

let relay: Relay | undefined
const clients: RawClient[] = []

async function start(options: Parameters<typeof startRelay>[0] = {}) {
  relay = await startRelay({ port: 0, quiet: true, ...options })
  return relay
}

async function open(clientId: string, options?: { autoPong?: boolean }) {
  const client = await RawClient.open(relay!.url, clientId, options)
  clients.push(client)
  return client
}

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await relay?.stop()
  relay = undefined
})

describe('relay: subscribe and publish', () => {
  it('answers irn_subscribe with sha256 hex of topic + client id', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    expect(await dapp.call('irn_subscribe', { topic: 'T1' })).toBe(sha256('T1did:key:dapp'))
    expect(await dapp.call('irn_batchSubscribe', { topics: ['T2', 'T3'] })).toEqual([
      sha256('T2did:key:dapp'),
      sha256('T3did:key:dapp'),
    ])
  })

  it('pushes a publish to the other subscriber as irn_subscription, never back to the sender', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    const wallet = await open('did:key:wallet')
    await dapp.call('irn_subscribe', { topic: 'T' })
    await wallet.call('irn_subscribe', { topic: 'T' })

    const arriving = wallet.nextPush('T')
    const params = { topic: 'T', message: 'cipher-1', ttl: 300, prompt: true, tag: 1108, correlationId: 7 }
    expect(await dapp.call('irn_publish', params)).toBe(true)

    const push = await arriving
    expect(push).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: sha256('Tdid:key:wallet'),
        data: { topic: 'T', message: 'cipher-1', publishedAt: expect.any(Number), tag: 1108 },
      },
    })
    await dapp.settle()
    expect(dapp.pushes()).toEqual([])
  })

  it('keeps a message for a subscriber that comes later, and sends the subscribe reply first', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    await dapp.call('irn_publish', { topic: 'T', message: 'early', ttl: 300, tag: 1100 })

    const wallet = await open('did:key:wallet')
    const reply = await wallet.request('irn_subscribe', { topic: 'T' })
    const push = await wallet.nextPush('T')
    expect(push.params.data.message).toBe('early')
    expect(wallet.frames.indexOf(reply)).toBeLessThan(wallet.frames.indexOf(push))
  })

  it('drops a kept message once its ttl has run out (on the injected clock)', async () => {
    let time = 1_700_000_000_000
    await start({ now: () => time })
    const dapp = await open('did:key:dapp')
    await dapp.call('irn_publish', { topic: 'T', message: 'short-lived', ttl: 10, tag: 0 })
    time += 10_000

    const wallet = await open('did:key:wallet')
    await wallet.call('irn_subscribe', { topic: 'T' })
    await wallet.settle()
    expect(wallet.pushes()).toEqual([])
  })

  it('does not deliver again what a client acknowledged, even after it reconnects with the same id', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    await dapp.call('irn_publish', { topic: 'T', message: 'once', ttl: 300, tag: 0 })

    const first = await open('did:key:wallet')
    await first.call('irn_subscribe', { topic: 'T' })
    first.ack(await first.nextPush('T'))
    await first.settle()
    await first.close()

    const again = await open('did:key:wallet')
    await again.call('irn_subscribe', { topic: 'T' })
    await again.settle()
    expect(again.pushes()).toEqual([])

    const otherClient = await open('did:key:other')
    await otherClient.call('irn_subscribe', { topic: 'T' })
    expect((await otherClient.nextPush('T')).params.data.message).toBe('once')
  })

  it('delivers again what a client received but did not acknowledge before it disconnected', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    await dapp.call('irn_publish', { topic: 'T', message: 'unacked', ttl: 300, tag: 0 })

    const first = await open('did:key:wallet')
    await first.call('irn_subscribe', { topic: 'T' })
    await first.nextPush('T')
    await first.close()

    const again = await open('did:key:wallet')
    await again.call('irn_subscribe', { topic: 'T' })
    expect((await again.nextPush('T')).params.data.message).toBe('unacked')
  })

  it('does not push the same unacknowledged message twice on one socket', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    await dapp.call('irn_publish', { topic: 'T', message: 'm', ttl: 300, tag: 0 })
    const wallet = await open('did:key:wallet')
    await wallet.call('irn_subscribe', { topic: 'T' })
    await wallet.call('irn_subscribe', { topic: 'T' })
    await wallet.settle()
    expect(wallet.pushes('T')).toHaveLength(1)
  })

  it('hands a client one copy at a time across its sockets, and the other socket the copy a closed one left unacknowledged', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    // A client reconnecting: its new socket subscribes before the old one has closed.
    const old = await open('did:key:wallet')
    const fresh = await open('did:key:wallet')
    await old.call('irn_subscribe', { topic: 'T' })
    await fresh.call('irn_subscribe', { topic: 'T' })
    await dapp.call('irn_publish', { topic: 'T', message: 'm', ttl: 300, tag: 0 })
    await Promise.all([old.settle(), fresh.settle()])
    expect([...old.pushes('T'), ...fresh.pushes('T')]).toHaveLength(1)
    expect(await fresh.call('irn_batchFetchMessages', { topics: ['T'] })).toEqual({ messages: [], hasMore: false })

    const [holder, other] = old.pushes('T').length === 1 ? [old, fresh] : [fresh, old]
    await holder.close()
    expect((await other.nextPush('T')).params.data.message).toBe('m')
  })

  it('stops pushing after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    const wallet = await open('did:key:wallet')
    await wallet.call('irn_batchSubscribe', { topics: ['A', 'B', 'C'] })
    expect(await wallet.call('irn_unsubscribe', { topic: 'A', id: sha256('Adid:key:wallet') })).toBe(true)
    expect(
      await wallet.call('irn_batchUnsubscribe', { subscriptions: [{ topic: 'B', id: sha256('Bdid:key:wallet') }] }),
    ).toBe(true)

    await dapp.call('irn_batchPublish', {
      messages: ['A', 'B', 'C'].map((topic) => ({ topic, message: `to-${topic}`, ttl: 300, tag: 0 })),
    })
    await wallet.nextPush('C')
    await wallet.settle()
    expect(wallet.pushes().map((p) => p.params.data.topic)).toEqual(['C'])
  })

  it('answers irn_batchFetchMessages with the undelivered messages, which then count as delivered', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    await dapp.call('irn_publish', { topic: 'A', message: 'a1', ttl: 300, tag: 0 })
    await dapp.call('irn_publish', { topic: 'B', message: 'b1', ttl: 300, tag: 0 })

    const wallet = await open('did:key:wallet')
    const fetched = await wallet.call('irn_batchFetchMessages', { topics: ['A', 'B', 'C'] })
    expect(fetched).toEqual({
      messages: [
        { topic: 'A', message: 'a1', publishedAt: expect.any(Number) },
        { topic: 'B', message: 'b1', publishedAt: expect.any(Number) },
      ],
      hasMore: false,
    })
    expect(await wallet.call('irn_batchFetchMessages', { topics: ['A', 'B'] })).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('does not hand over again in irn_batchFetchMessages what it pushed to the socket and awaits the ack of', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    const wallet = await open('did:key:wallet')
    await wallet.call('irn_subscribe', { topic: 'A' })
    await dapp.call('irn_publish', { topic: 'A', message: 'a1', ttl: 300, tag: 0 })
    await wallet.nextPush('A')
    // Pushed, not yet acknowledged: a fetch now would make the client process it twice.
    expect(await wallet.call('irn_batchFetchMessages', { topics: ['A'] })).toEqual({ messages: [], hasMore: false })
  })
})

describe('relay: session proposal and approval', () => {
  it('wc_proposeSession subscribes the dapp to the pairing topic and publishes the proposal on it', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    const params = { pairingTopic: 'P', sessionProposal: 'proposal', ttl: 300, correlationId: 1 }
    expect(await dapp.call('wc_proposeSession', params)).toBe(true)

    const wallet = await open('did:key:wallet')
    await wallet.call('irn_subscribe', { topic: 'P' })
    const proposal = await wallet.nextPush('P')
    expect(proposal.params.data).toMatchObject({ topic: 'P', message: 'proposal', tag: 1100 })

    await wallet.call('irn_publish', { topic: 'P', message: 'reply-on-pairing', ttl: 300, tag: 0 })
    expect((await dapp.nextPush('P')).params.data.message).toBe('reply-on-pairing')
  })

  it('wc_approveSession answers on the pairing topic, settles on the session topic and subscribes the wallet to it', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    await dapp.call('wc_proposeSession', { pairingTopic: 'P', sessionProposal: 'proposal', ttl: 300 })
    const wallet = await open('did:key:wallet')
    await wallet.call('irn_subscribe', { topic: 'P' })

    const response = dapp.nextPush('P')
    expect(
      await wallet.call('wc_approveSession', {
        sessionTopic: 'S',
        pairingTopic: 'P',
        sessionProposalResponse: 'approved',
        sessionSettlementRequest: 'settle',
        ttl: 300,
        correlationId: 1,
        approvedChains: ['eip155:31337'],
        approvedMethods: ['personal_sign'],
        approvedEvents: [],
      }),
    ).toBe(true)
    expect((await response).params.data).toMatchObject({ topic: 'P', message: 'approved', tag: 1101 })

    await dapp.call('irn_subscribe', { topic: 'S' })
    expect((await dapp.nextPush('S')).params.data).toMatchObject({ topic: 'S', message: 'settle', tag: 1102 })

    await dapp.call('irn_publish', { topic: 'S', message: 'settle-ack', ttl: 300, tag: 1103 })
    expect((await wallet.nextPush('S')).params.data.message).toBe('settle-ack')
  })
})

describe('relay: bad input', () => {
  it('answers an unknown method with -32601 and keeps the socket usable', async () => {
    await start()
    const client = await open('did:key:a')
    expect((await client.request('irn_teleport', {})).error).toMatchObject({ code: -32601 })
    expect(await client.call('irn_subscribe', { topic: 'T' })).toEqual(expect.any(String))
  })

  it('answers a frame that is not JSON with -32700 and a frame that is not a request with -32600', async () => {
    await start()
    const client = await open('did:key:a')
    client.sendRaw('{not json')
    expect((await client.waitFor((f) => f.error?.code === -32700)).id).toBeNull()
    client.sendRaw(JSON.stringify({ id: 9, jsonrpc: '2.0', params: {} }))
    expect(await client.waitFor((f) => f.error?.code === -32600)).toMatchObject({ id: 9 })
    client.sendRaw(JSON.stringify([1, 2]))
    expect(await client.waitFor((f) => f.error?.code === -32600 && f.id === null)).toBeTruthy()
  })

  it('answers params that do not fit the method with -32602', async () => {
    await start()
    const client = await open('did:key:a')
    expect((await client.request('irn_subscribe', {})).error).toMatchObject({ code: -32602 })
    expect((await client.request('irn_publish', { topic: 'T', message: 'm' })).error).toMatchObject({ code: -32602 })
    expect((await client.request('irn_publish', { topic: 'T', message: 'm', ttl: -5 })).error).toMatchObject({
      code: -32602,
    })
    expect((await client.request('wc_proposeSession', { pairingTopic: 'P' })).error).toMatchObject({ code: -32602 })
  })

  it.each([
    ['no auth', ''],
    ['an auth that is not a JWT', '?auth=not-a-jwt'],
    ['an auth whose payload is not JSON', '?auth=aaa.!!!.ccc'],
    ['an auth without iss', `?auth=${b64({})}.${b64({ sub: 'x' })}.c2ln`],
  ])('closes a connection with %s (code 1008 and a reason) and keeps serving others', async (_case, query) => {
    await start()
    const socket = new WebSocket(`${relay!.url}/${query}`)
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      socket.once('close', (c, r) => resolve([c, r.toString()])),
    )
    expect(code).toBe(1008)
    expect(reason).toMatch(/auth/)
    const client = await open('did:key:a')
    expect(await client.call('irn_subscribe', { topic: 'T' })).toEqual(expect.any(String))
  })
})

describe('relay: keepalive, stop and stats', () => {
  it('pings every socket each interval and drops one that stopped answering', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await start({ pingIntervalMs: 15_000 })
    const lively = await open('did:key:lively')
    const silent = await open('did:key:silent', { autoPong: false })
    const pinged = new Promise((resolve) => lively.socket.once('ping', resolve))
    const silentPinged = new Promise((resolve) => silent.socket.once('ping', resolve))
    const silentClosed = new Promise((resolve) => silent.socket.once('close', resolve))

    vi.advanceTimersByTime(15_000)
    await Promise.all([pinged, silentPinged])
    await lively.settle() // the pong has reached the relay
    vi.advanceTimersByTime(15_000)
    expect(await silentClosed).toBe(1006)
    expect(lively.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('stop() closes every socket (1001) and frees the port', async () => {
    const { url } = await start()
    const client = await open('did:key:a')
    const closed = new Promise((resolve) => client.socket.once('close', resolve))
    await relay!.stop()
    relay = undefined
    expect(await closed).toBe(1001)
    const refused = new WebSocket(`${url}/?auth=${jwtFor('did:key:b')}`)
    await expect(new Promise((_, reject) => refused.once('error', reject))).rejects.toThrow(/ECONNREFUSED/)
  })

  it('counts requests by method, pushes and connections', async () => {
    await start()
    const dapp = await open('did:key:dapp')
    const wallet = await open('did:key:wallet')
    await wallet.call('irn_subscribe', { topic: 'T' })
    await dapp.call('irn_publish', { topic: 'T', message: 'm', ttl: 300, tag: 0 })
    await wallet.nextPush('T')
    expect(relay!.stats()).toEqual({ connections: 2, irn_subscribe: 1, irn_publish: 1, irn_subscription: 1 })
  })

  it('refuses to start on a port already in use, with the listen error', async () => {
    const { port } = await start()
    await expect(startRelay({ port, quiet: true })).rejects.toThrow(/EADDRINUSE/)
    const client = await open('did:key:a')
    expect(await client.call('irn_subscribe', { topic: 'T' })).toEqual(expect.any(String))
  })

  it('listens on DEVNET_RELAY_PORT when no port is given', async () => {
    vi.stubEnv('DEVNET_RELAY_PORT', '0')
    try {
      relay = await startRelay({ quiet: true })
      expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
      expect(relay.url).not.toBe('ws://127.0.0.1:8789')
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('refuses a DEVNET_RELAY_PORT that is not a port number', async () => {
    vi.stubEnv('DEVNET_RELAY_PORT', 'eighty')
    try {
      await expect(startRelay({ quiet: true })).rejects.toThrow(/DEVNET_RELAY_PORT/)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
