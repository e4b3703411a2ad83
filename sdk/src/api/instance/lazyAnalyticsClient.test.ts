import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { ERROR_TELEMETRY_MAX } from '../../constants'
import { lazyAnalyticsClient } from './lazyAnalyticsClient'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

/** An instance whose services are the fake server, analytics on. */
const instance = () => testPortico({ ...servicesAt(server), features: { analytics: true } })

describe('lazyAnalyticsClient (analytics, loaded on first use)', () => {
  it('makes no request until an event is sent, then posts it as the client does', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    const client = lazyAnalyticsClient(instance())
    await new Promise((resolve) => setImmediate(resolve))
    expect(server.requests).toHaveLength(0)
    await expect(client.sendEvent({ event: 'MODAL_OPEN', properties: { connected: false } })).resolves.toBe(true)
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([['POST', '/e']])
    expect(JSON.parse(server.requests[0]?.body ?? '').props).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
  })

  it('answers false and sends nothing while analytics is off, read at each call', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    const p = instance()
    const features = p.$options.get().features
    p.$options.set({ ...p.$options.get(), features: { ...features, analytics: false } })
    const client = lazyAnalyticsClient(p)
    await expect(client.sendEvent({ event: 'MODAL_OPEN' })).resolves.toBe(false)
    await expect(client.sendError(new Error('boom'))).resolves.toBe(false)
    expect(server.requests).toHaveLength(0)
    p.$options.set({ ...p.$options.get(), features: { ...features, analytics: true } })
    await expect(client.sendEvent({ event: 'MODAL_OPEN' })).resolves.toBe(true)
    expect(server.requests).toHaveLength(1)
  })

  it('keeps one client: the error rate limit and the one origin alert hold across calls', async () => {
    server.handle((_req, res) => json(res, 403, { message: 'Unauthorized: origin not allowed' }))
    const p = instance()
    let alerts = 0
    p.$alert.listen((alert) => {
      if (alert.open && alert.code === 'ORIGIN_NOT_ALLOWED') alerts++
    })
    const client = lazyAnalyticsClient(p)
    const sent = await Promise.all(
      Array.from({ length: ERROR_TELEMETRY_MAX + 1 }, () => client.sendError(new Error('boom')).catch(() => 'failed')),
    )
    expect(sent.filter((result) => result === false)).toHaveLength(1)
    expect(server.requests).toHaveLength(ERROR_TELEMETRY_MAX)
    // The origin alert of spec §8, shown once.
    expect(alerts).toBe(1)
    expect(p.$alert.get()).toMatchObject({ open: true, variant: 'error', code: 'ORIGIN_NOT_ALLOWED' })
  })
})
