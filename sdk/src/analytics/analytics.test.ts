// Analytics wired to an instance, against a real HTTP server standing in for the catalogue and analytics
// services. Requests are counted at the server.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { hideAlert } from '../alert/hideAlert'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import {
  type FakeServer,
  type Handler,
  type Routes,
  json,
  startFakeServer,
} from '@portico-examples/test-support/servers/fakeServer'
import { setAccountProp } from '../chains/setAccountProp'
import { ERROR_TELEMETRY_MAX, ERROR_TELEMETRY_WINDOW_MS } from '../constants'
import { close } from '../modal/close'
import { open } from '../modal/open'
import type { Portico } from '../portico/types'
import { watchAnalytics } from './watchAnalytics'
import { trackEvent } from './trackEvent'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())
afterEach(() => void vi.useRealTimers())

const ANALYTICS_ON: Routes = {
  'GET /getAnalyticsConfig': (_, r) => json(r, 200, { isAnalyticsEnabled: true }),
  'POST /e': (_, r) => json(r, 200, {}),
}
const posted = () => server.received('POST /e').map((r) => JSON.parse(r.body) as { props: Record<string, unknown> })
/** Makes the instance's telemetry report one error, as a failing action does. */
const failAnAction = (p: Portico) => expect(() => setAccountProp(p, 'balance', '1', undefined)).toThrow()

describe('watchAnalytics', () => {
  it('makes no request when started, then reports the modal opening and closing', async () => {
    server.routes(ANALYTICS_ON)
    const p = testPortico({ ...servicesAt(server), projectId: 'p-an' })
    watchAnalytics(p)
    expect(p.services.promise).toBeUndefined()
    open(p)
    await expect.poll(() => posted().length).toBe(1)
    close(p)
    await expect.poll(() => posted().length).toBe(2)
    expect(posted().map((b) => b.props)).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
    ])
    const [request] = server.received('POST /e')
    expect(request?.query).toMatchObject({ projectId: 'p-an', st: 'appkit', sv: 'portico-0.1.0' })
    const body = JSON.parse(request?.body ?? '')
    expect(body).toMatchObject({ eventId: expect.any(String), timestamp: expect.any(Number), url: '', domain: '' })
    expect(server.received('GET /getAnalyticsConfig')).toHaveLength(1)
  })

  it('reports CONNECT_SUCCESS and DISCONNECT_SUCCESS when a namespace connects and disconnects', async () => {
    server.routes(ANALYTICS_ON)
    const p = testPortico(servicesAt(server))
    watchAnalytics(p)
    p.$connection.set({ ...p.$connection.get(), status: { eip155: 'connected' } })
    await expect.poll(() => posted().length).toBe(1)
    p.$connection.set({ ...p.$connection.get(), status: { eip155: 'disconnected' } })
    await expect.poll(() => posted().length).toBe(2)
    expect(posted().map((b) => [b.props.event, b.props.properties])).toEqual([
      ['CONNECT_SUCCESS', { namespace: 'eip155' }],
      ['DISCONNECT_SUCCESS', { namespace: 'eip155' }],
    ])
  })

  it("sends the errors the instance's telemetry reports, at most 5 per 60 s", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    server.routes(ANALYTICS_ON)
    const p = testPortico(servicesAt(server))
    watchAnalytics(p)
    for (let i = 0; i < ERROR_TELEMETRY_MAX + 2; i++) failAnAction(p)
    await expect.poll(() => posted().length).toBe(ERROR_TELEMETRY_MAX)
    expect(posted()[0]?.props).toMatchObject({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorMessage: 'Chain is required to set account prop',
    })
    vi.advanceTimersByTime(ERROR_TELEMETRY_WINDOW_MS)
    failAnAction(p)
    await expect.poll(() => posted().length).toBe(ERROR_TELEMETRY_MAX + 1)
  })

  it("raises 'Origin not found on Allowlist, update configuration' on the first 403, once", async () => {
    server.routes({
      ...ANALYTICS_ON,
      'POST /e': (_, r) => json(r, 403, { message: 'Unauthorized: origin not allowed' }),
    })
    const p = testPortico(servicesAt(server))
    expect(await trackEvent(p, { event: 'MODAL_OPEN' })).toBe(false)
    expect(p.$alert.get()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Origin not found on Allowlist, update configuration',
    })
    hideAlert(p)
    expect(await trackEvent(p, { event: 'MODAL_CLOSE' })).toBe(false)
    expect(server.received('POST /e')).toHaveLength(2)
    expect(p.$alert.get().open).toBe(false)
  })

  it("sends nothing when the project's analytics switch is off, or when asking for it fails", async () => {
    const off: Handler = (_, r) => json(r, 200, { isAnalyticsEnabled: false })
    const failing: Handler = (_, r) => json(r, 500, {})
    for (const config of [off, failing]) {
      server.routes({ ...ANALYTICS_ON, 'GET /getAnalyticsConfig': config })
      const p = testPortico(servicesAt(server))
      expect(await trackEvent(p, { event: 'MODAL_OPEN' })).toBe(false)
      expect(await trackEvent(p, { event: 'MODAL_CLOSE' })).toBe(false)
      expect(server.received('POST /e')).toHaveLength(0)
      expect(server.received('GET /getAnalyticsConfig')).toHaveLength(1)
    }
  })

  it('never sends MODAL_CREATED: it is not one of the events, and is refused', async () => {
    server.routes(ANALYTICS_ON)
    await expect(
      trackEvent(testPortico(servicesAt(server)), { event: 'MODAL_CREATED' as never }),
    ).rejects.toMatchObject({ code: 'INVALID_PARAMETER' })
    expect(server.received('POST /e')).toHaveLength(0)
  })

  it('with features.analytics false makes zero requests of any kind', async () => {
    server.routes(ANALYTICS_ON)
    const p = testPortico({ ...servicesAt(server), features: { analytics: false } })
    watchAnalytics(p)
    open(p)
    close(p)
    p.$connection.set({ ...p.$connection.get(), status: { eip155: 'connected' } })
    failAnAction(p)
    expect(await trackEvent(p, { event: 'SEND_SUCCESS' })).toBe(false)
    expect(p.services.promise).toBeUndefined() // the service layer was never even loaded
    expect(server.requests).toEqual([])
  })

  it('stops reporting once stopped', async () => {
    server.routes(ANALYTICS_ON)
    const p = testPortico(servicesAt(server))
    const stop = watchAnalytics(p)
    stop()
    open(p)
    failAnAction(p)
    expect(p.services.promise).toBeUndefined()
    expect(server.requests).toEqual([])
  })
})
