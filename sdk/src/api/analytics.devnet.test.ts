// Contract suite of analytics against the devnet's sink (POST /e, listed by GET /dev/events).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_TELEMETRY_MAX } from '../constants'
import { createAnalyticsClient, type AnalyticsClientOptions } from './analytics'
import { faultFetch, originFetch, useDevnet } from '@portico-examples/test-support/devnet/useDevnet'

const devnet = useDevnet()

interface ReceivedEvent {
  path: string
  body: { eventId: string; url: string; domain: string; timestamp: number; props: Record<string, unknown> }
}

async function received(): Promise<ReceivedEvent[]> {
  const response = await fetch(`${devnet().apiUrl}/dev/events`)
  return ((await response.json()) as { events: ReceivedEvent[] }).events
}

beforeEach(async () => {
  await fetch(`${devnet().apiUrl}/dev/events`, { method: 'DELETE' })
})

const analytics = (extra: Partial<AnalyticsClientOptions> = {}) =>
  createAnalyticsClient({
    baseUrl: devnet().apiUrl,
    projectId: devnet().projectId,
    enabled: true,
    page: () => ({ url: 'http://localhost:5173/', domain: 'localhost:5173' }),
    ...extra,
  })

describe('events', () => {
  it('delivers an event with its id, page, time and props, and never MODAL_CREATED', async () => {
    const client = analytics({ now: () => 1_800_000_000_000 })
    await client.sendEvent({ event: 'MODAL_CREATED' })
    await client.sendEvent({ event: 'CONNECT_SUCCESS', properties: { method: 'qrcode' }, address: '0xabc' })
    const events = await received()
    expect(events).toHaveLength(1)
    expect(events[0]?.path).toBe('/e')
    expect(events[0]?.body).toMatchObject({
      url: 'http://localhost:5173/',
      domain: 'localhost:5173',
      timestamp: 1_800_000_000_000,
      props: { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'qrcode' }, address: '0xabc' },
    })
  })

  it('sends nothing at all when analytics is off', async () => {
    const client = analytics({ enabled: false })
    await client.sendEvent({ event: 'MODAL_OPEN' })
    await client.sendError(new Error('boom'))
    expect(await received()).toEqual([])
  })
})

describe('error telemetry', () => {
  it(`delivers errors, at most ${ERROR_TELEMETRY_MAX} in the window`, async () => {
    const client = analytics({ now: () => 0 })
    for (let i = 0; i < ERROR_TELEMETRY_MAX + 3; i += 1) await client.sendError(new Error(`failure ${i}`))
    const events = await received()
    expect(events).toHaveLength(ERROR_TELEMETRY_MAX)
    expect(events[0]?.body.props).toMatchObject({ type: 'error', errorType: 'Error', errorMessage: 'failure 0' })
  })
})

describe('origin allowlist', () => {
  it('reports a 403 once, for a disallowed origin', async () => {
    const onForbidden = vi.fn()
    const client = analytics({ fetch: originFetch('https://evil.example'), onForbidden })
    await expect(client.sendEvent({ event: 'MODAL_OPEN' })).rejects.toMatchObject({ status: 403 })
    await expect(client.sendEvent({ event: 'MODAL_CLOSE' })).rejects.toMatchObject({ status: 403 })
    expect(onForbidden).toHaveBeenCalledTimes(1)
    expect(await received()).toEqual([])
  })

  it('reports a 403 fault once, and no other fault', async () => {
    const onForbidden = vi.fn()
    await expect(analytics({ fetch: faultFetch('500'), onForbidden }).sendEvent({ event: 'X' })).rejects.toMatchObject({
      status: 500,
    })
    expect(onForbidden).not.toHaveBeenCalled()
    const client = analytics({ fetch: faultFetch('403'), onForbidden })
    await expect(client.sendError(new Error('x'))).rejects.toMatchObject({ status: 403 })
    expect(onForbidden).toHaveBeenCalledTimes(1)
  })
})
