import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ERROR_TELEMETRY_MAX, ERROR_TELEMETRY_WINDOW_MS } from '../../constants'
import { requestError } from '../../errors/requestMessages'
import { type FakeServer, json, startFakeServer, text } from '@portico-examples/test-support/servers/fakeServer'
import { createAnalyticsClient, type AnalyticsClientOptions } from './createAnalyticsClient'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function client(extra: Partial<AnalyticsClientOptions> = {}) {
  return createAnalyticsClient({
    baseUrl: server.url,
    projectId: 'p1',
    sdkVersion: 'portico-test',
    enabled: true,
    now: () => 1_700_000_000_000,
    page: () => ({ url: 'https://dapp.example/swap', domain: 'dapp.example' }),
    ...extra,
  })
}

const bodies = () => server.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>)

describe('sendEvent', () => {
  it('posts /e with projectId, st and sv and the event with the address', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    await expect(
      client().sendEvent({ event: 'MODAL_OPEN', properties: { connected: false }, address: '0xabc' }),
    ).resolves.toBe(true)
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/e')
    expect(request?.query).toEqual({ projectId: 'p1', st: 'appkit', sv: 'portico-test' })
    const body = bodies()[0]
    expect(body).toMatchObject({
      url: 'https://dapp.example/swap',
      domain: 'dapp.example',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: '0xabc' },
    })
    expect(body?.eventId).toMatch(UUID)
  })

  it('gives every event its own id', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    await client().sendEvent({ event: 'MODAL_OPEN' })
    await client().sendEvent({ event: 'MODAL_OPEN' })
    const [first, second] = bodies()
    expect(first?.eventId).not.toBe(second?.eventId)
  })

  it('never sends MODAL_CREATED', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    await expect(client().sendEvent({ event: 'MODAL_CREATED' })).resolves.toBe(false)
    expect(server.requests).toHaveLength(0)
  })
})

describe('disabled analytics', () => {
  it('makes zero requests of any kind', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    const off = client({ enabled: false })
    await expect(off.sendEvent({ event: 'MODAL_OPEN' })).resolves.toBe(false)
    await expect(off.sendError(new Error('boom'))).resolves.toBe(false)
    expect(server.requests).toHaveLength(0)
  })

  it('reads the switch at each call', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    let enabled = true
    const analytics = client({ enabled: () => enabled })
    await analytics.sendEvent({ event: 'MODAL_OPEN' })
    enabled = false
    await analytics.sendEvent({ event: 'MODAL_CLOSE' })
    expect(bodies().map((b) => (b.props as { event: string }).event)).toEqual(['MODAL_OPEN'])
  })
})

describe('sendError', () => {
  it('posts the error on the same path with its type, message, stack and category', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    await client().sendError(requestError('HTTP_STATUS', { category: 'API_ERROR', params: { status: 502 } }))
    expect(server.requests[0]?.path).toBe('/e')
    expect(bodies()[0]?.props).toMatchObject({
      type: 'error',
      event: 'API_ERROR',
      errorType: 'PorticoError',
      errorMessage: 'HTTP status code 502',
    })
    expect((bodies()[0]!.props as { stackTrace: string }).stackTrace).toContain('PorticoError')
  })

  it(`sends at most ${ERROR_TELEMETRY_MAX} per ${ERROR_TELEMETRY_WINDOW_MS} ms on the injected clock`, async () => {
    server.handle((_req, res) => json(res, 200, {}))
    let time = 0
    const analytics = client({ now: () => time })
    const sent: boolean[] = []
    for (let i = 0; i < ERROR_TELEMETRY_MAX + 2; i += 1) sent.push(await analytics.sendError(new Error(`e${i}`)))
    expect(sent).toEqual([true, true, true, true, true, false, false])
    time = ERROR_TELEMETRY_WINDOW_MS - 1
    await expect(analytics.sendError(new Error('still too soon'))).resolves.toBe(false)
    time = ERROR_TELEMETRY_WINDOW_MS
    await expect(analytics.sendError(new Error('window passed'))).resolves.toBe(true)
    expect(server.requests).toHaveLength(ERROR_TELEMETRY_MAX + 1)
  })
})

describe('HTTP 403', () => {
  it('calls onForbidden once and rejects each failed send', async () => {
    server.handle((_req, res) => json(res, 403, { message: 'Unauthorized: origin not allowed' }))
    const onForbidden = vi.fn()
    const analytics = client({ onForbidden })
    await expect(analytics.sendEvent({ event: 'MODAL_OPEN' })).rejects.toThrow('HTTP status code 403')
    await expect(analytics.sendError(new Error('x'))).rejects.toThrow('HTTP status code 403')
    expect(onForbidden).toHaveBeenCalledTimes(1)
  })

  it('does not call onForbidden for other failures', async () => {
    server.handle((_req, res) => json(res, 500, {}))
    const onForbidden = vi.fn()
    await expect(client({ onForbidden }).sendEvent({ event: 'MODAL_OPEN' })).rejects.toThrow('HTTP status code 500')
    expect(onForbidden).not.toHaveBeenCalled()
  })
})

describe("the service's answer (issue #34)", () => {
  it.each([
    ['an empty 200', ''],
    ['a text', '"ok"'],
    ['a list', '[]'],
    ['null', 'null'],
  ])('an event answered with %s is not sent: INVALID_RESPONSE', async (_, body) => {
    server.handle((_req, res) => text(res, 200, body))
    const analytics = client()
    await expect(analytics.sendEvent({ event: 'MODAL_OPEN' })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    await expect(analytics.sendError(new Error('x'))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    expect(server.requests).toHaveLength(2)
  })

  it('counts an event as sent on the success answer, a JSON object', async () => {
    server.handle((_req, res) => text(res, 200, '{"ok":true}'))
    await expect(client().sendEvent({ event: 'MODAL_OPEN' })).resolves.toBe(true)
  })
})
