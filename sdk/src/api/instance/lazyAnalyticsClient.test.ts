import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AnalyticsClientOptions } from '../analytics'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { ERROR_TELEMETRY_MAX } from '../../constants'
import { lazyAnalyticsClient } from './lazyAnalyticsClient'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

const options = (extra: Partial<AnalyticsClientOptions> = {}): AnalyticsClientOptions => ({
  baseUrl: server.url,
  projectId: 'p-lazy',
  enabled: true,
  now: () => 1_700_000_000_000,
  page: () => ({ url: 'https://dapp.example/', domain: 'dapp.example' }),
  ...extra,
})

describe('lazyAnalyticsClient (analytics, loaded on first use)', () => {
  it('makes no request until an event is sent, then posts it as the client does', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    const client = lazyAnalyticsClient(options())
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
    let on = false
    const client = lazyAnalyticsClient(options({ enabled: () => on }))
    await expect(client.sendEvent({ event: 'MODAL_OPEN' })).resolves.toBe(false)
    await expect(client.sendError(new Error('boom'))).resolves.toBe(false)
    expect(server.requests).toHaveLength(0)
    on = true
    await expect(client.sendEvent({ event: 'MODAL_OPEN' })).resolves.toBe(true)
    expect(server.requests).toHaveLength(1)
  })

  it('keeps one client: the error rate limit and the one origin alert hold across calls', async () => {
    server.handle((_req, res) => json(res, 403, { message: 'Unauthorized: origin not allowed' }))
    const onForbidden = vi.fn()
    const client = lazyAnalyticsClient(options({ onForbidden }))
    const sent = await Promise.all(
      Array.from({ length: ERROR_TELEMETRY_MAX + 1 }, () => client.sendError(new Error('boom')).catch(() => 'failed')),
    )
    expect(sent.filter((result) => result === false)).toHaveLength(1)
    expect(server.requests).toHaveLength(ERROR_TELEMETRY_MAX)
    expect(onForbidden).toHaveBeenCalledTimes(1)
  })
})
