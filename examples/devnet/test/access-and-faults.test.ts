import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../src/index.js'
import { api, postJson, startTestDevnet } from './devnet-helpers.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())

const FAULTED_PATHS = ['/getWallets', '/v1/supported-chains', '/getAnalyticsConfig']

describe('project id and origin', () => {
  it('answers 401 "Unauthorized: invalid key" to a missing or wrong project id, on catalogue and blockchain paths', async () => {
    for (const path of [
      '/getWallets',
      '/v1/supported-chains',
      '/projects/v1/origins',
      '/v1/identity/0x0000000000000000000000000000000000000001',
    ]) {
      for (const projectId of [null, 'someone-else']) {
        const answer = await api(devnet, path, { projectId })
        expect(answer.status).toBe(401)
        expect(answer.body).toEqual({ message: 'Unauthorized: invalid key' })
      }
    }
    const post = await api(devnet, '/v1/fungible/price', {
      ...postJson({ currency: 'usd', addresses: [], projectId: 'wrong' }),
      projectId: null,
    })
    expect(post.status).toBe(401)
  })

  it('accepts the project id in a POST body', async () => {
    const answer = await api(devnet, '/v1/fungible/price', {
      ...postJson({ currency: 'usd', addresses: [], projectId: 'portico-devnet' }),
      projectId: null,
    })
    expect(answer.status).toBe(200)
  })

  it('answers 403 "Unauthorized: origin not allowed" to an origin off the allowlist, analytics included', async () => {
    for (const path of ['/getWallets', '/getAnalyticsConfig']) {
      const answer = await api(devnet, path, { headers: { origin: 'https://evil.example' } })
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ message: 'Unauthorized: origin not allowed' })
    }
    const event = await api(devnet, '/e', {
      ...postJson({ eventId: '1', props: { event: 'MODAL_OPEN' } }),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    })
    expect(event.status).toBe(403)
  })

  it('allows any loopback origin by default and answers CORS preflights with the fault header allowed', async () => {
    const answer = await api(devnet, '/getAnalyticsConfig', { headers: { origin: 'http://localhost:5173' } })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ isAnalyticsEnabled: true })
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')

    const preflight = await fetch(`${devnet.apiUrl}/getWallets`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-devnet-fault',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-devnet-fault')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
  })
})

describe('fault injection', () => {
  it('header 500 answers a server error', async () => {
    const answer = await api(devnet, '/getWallets', { headers: { 'x-devnet-fault': '500' } })
    expect(answer.status).toBe(500)
  })

  it('header 403 answers the origin-not-allowed error', async () => {
    const answer = await api(devnet, '/getAnalyticsConfig', { headers: { 'x-devnet-fault': '403' } })
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({ message: 'Unauthorized: origin not allowed' })
  })

  it('header malformed answers 200 with a body that is not JSON', async () => {
    const answer = await api(devnet, '/getWallets', { headers: { 'x-devnet-fault': 'malformed' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('application/json')
    expect(() => JSON.parse(answer.text)).toThrow()
  })

  it('header empty answers 200 with an empty body', async () => {
    const answer = await api(devnet, '/v1/supported-chains', { headers: { 'x-devnet-fault': 'empty' } })
    expect(answer.status).toBe(200)
    expect(answer.text).toBe('')
  })

  it('header timeout never answers while other requests are served, until the client gives up', async () => {
    const controller = new AbortController()
    const hanging = api(devnet, '/getWallets', { headers: { 'x-devnet-fault': 'timeout' }, signal: controller.signal })
    let settled = false
    void hanging.then(
      () => (settled = true),
      () => (settled = true),
    )
    expect((await api(devnet, '/v1/supported-chains')).status).toBe(200)
    expect((await api(devnet, '/getAnalyticsConfig')).status).toBe(200)
    expect(settled).toBe(false)
    controller.abort()
    await expect(hanging).rejects.toThrow()
  })

  it('an unknown fault header is a 400', async () => {
    expect((await api(devnet, '/getWallets', { headers: { 'x-devnet-fault': 'explode' } })).status).toBe(400)
  })

  it('POST /dev/faults sets a fault per path, `times` limits it, DELETE clears', async () => {
    for (const [i, fault] of ['500', '403', 'malformed', 'empty'].entries()) {
      const path = FAULTED_PATHS[i % FAULTED_PATHS.length]!
      expect(
        (await api(devnet, '/dev/faults', { ...postJson({ path, fault, times: 1 }), projectId: null })).status,
      ).toBe(200)
      const faulted = await api(devnet, path)
      if (fault === '500') expect(faulted.status).toBe(500)
      if (fault === '403') expect(faulted.body).toEqual({ message: 'Unauthorized: origin not allowed' })
      if (fault === 'malformed') expect(() => JSON.parse(faulted.text)).toThrow()
      if (fault === 'empty') expect(faulted.text).toBe('')
      expect((await api(devnet, path)).status).toBe(200) // used up
    }

    await api(devnet, '/dev/faults', { ...postJson({ path: '/v1/*', fault: '500' }), projectId: null })
    expect((await api(devnet, '/v1/supported-chains')).status).toBe(500)
    expect((await api(devnet, '/v1/supported-chains')).status).toBe(500)
    expect((await api(devnet, '/getWallets')).status).toBe(200)
    const listed = await api(devnet, '/dev/faults', { projectId: null })
    expect(listed.body).toEqual({ faults: [{ path: '/v1/*', fault: '500', times: null }] })
    await api(devnet, '/dev/faults', { method: 'DELETE', projectId: null })
    expect((await api(devnet, '/v1/supported-chains')).status).toBe(200)
  })

  it('POST /dev/faults with timeout holds the request', async () => {
    await api(devnet, '/dev/faults', {
      ...postJson({ path: '/getAnalyticsConfig', fault: 'timeout', times: 1 }),
      projectId: null,
    })
    const controller = new AbortController()
    const hanging = api(devnet, '/getAnalyticsConfig', { signal: controller.signal })
    let settled = false
    void hanging.then(
      () => (settled = true),
      () => (settled = true),
    )
    expect((await api(devnet, '/getWallets?entries=1')).status).toBe(200)
    expect(settled).toBe(false)
    controller.abort()
    await expect(hanging).rejects.toThrow()
    expect((await api(devnet, '/getAnalyticsConfig')).status).toBe(200)
  })

  it('refuses an invalid fault rule', async () => {
    for (const body of [
      { path: 'no-slash', fault: '500' },
      { path: '/x', fault: 'boom' },
      { path: '/x', fault: '500', times: 0 },
    ]) {
      expect((await api(devnet, '/dev/faults', { ...postJson(body), projectId: null })).status).toBe(400)
    }
  })
})

describe('analytics sink', () => {
  it('records POST /e and POST /batch events, lists them on /dev/events and clears them', async () => {
    await api(devnet, '/dev/events', { method: 'DELETE', projectId: null })
    const event = {
      eventId: 'e-1',
      url: 'http://localhost',
      domain: 'localhost',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    expect((await api(devnet, '/e?st=portico&sv=0.0.0', postJson(event))).status).toBe(200)
    expect(
      (
        await api(
          devnet,
          '/batch',
          postJson([
            { ...event, eventId: 'e-2' },
            { ...event, eventId: 'e-3' },
          ]),
        )
      ).status,
    ).toBe(200)
    const listed = (await api(devnet, '/dev/events', { projectId: null })).body as {
      events: { path: string; body: { eventId: string } }[]
    }
    expect(listed.events.map((e) => [e.path, e.body.eventId])).toEqual([
      ['/e', 'e-1'],
      ['/batch', 'e-2'],
      ['/batch', 'e-3'],
    ])
    await api(devnet, '/dev/events/clear', { method: 'POST', projectId: null })
    expect((await api(devnet, '/dev/events', { projectId: null })).body).toEqual({ events: [] })
  })
})

describe('bad input never crashes the server', () => {
  it('answers 400/404/405/413 with a JSON error and keeps serving', async () => {
    const a0 = devnet.accounts[0]!.address
    const cases: [string, RequestInit, number][] = [
      [
        '/v1/profile/account',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"broken' },
        400,
      ],
      ['/v1/fungible/price', postJson({ addresses: 'nope' }), 400],
      ['/v1/account/not-an-address/balance', {}, 400],
      ['/v1/account/not-an-address/history', {}, 400],
      [`/v1/account/${a0}/balance?chainId=%%%`, {}, 400],
      ['/getWallets?page=-1', {}, 400],
      ['/getWallets?entries=abc', {}, 400],
      ['/getWallets?badge_type=gold', {}, 400],
      ['/v1/convert/quotes?amount=1e18&from=x&to=y', {}, 400],
      ['/v1/convert/build-transaction', postJson({ amount: '1' }), 400],
      ['/v1/convert/gas-price?chainId=eip155:1', {}, 400],
      ['/v1?chainId=eip155:31337', postJson({ nope: true }), 400],
      ['/v1?chainId=eip155:999', postJson({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }), 400],
      ['/v1/onramp/quote', postJson({ amount: 'lots' }), 400],
      ['/v1/generators/onrampurl', postJson({ destinationWallets: [] }), 400],
      ['/v1/sessions/x/revoke', postJson({}), 400],
      ['/getWalletImage/..%2F..%2Fetc%2Fpasswd', {}, 400],
      ['/no/such/path', {}, 404],
      ['/v1/identity/%E0%A4%A', {}, 404],
      ['/getWallets', { method: 'DELETE' }, 405],
      ['/e', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1_100_000) }, 413],
    ]
    for (const [path, init, status] of cases) {
      const answer = await api(devnet, path, init)
      expect({ path, status: answer.status }).toEqual({ path, status })
      expect(typeof (answer.body as { message?: unknown })?.message).toBe('string')
    }
    expect((await api(devnet, '/v1/supported-chains')).status).toBe(200)
  })
})
