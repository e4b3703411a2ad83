// The frame client against an in-process frame whose messages the test controls (`neverAnswers`: the frame
// only says READY, the test plays the frame's answers with `inject`). Time is a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS } from '../constants'
import { isPorticoError } from '../errors'
import { memoryPlatform } from '../platform/memoryPlatform'
import { createFrameClient } from './frameClient'
import { inProcessFrames, type InProcessFrame } from '@portico-examples/test-support/devnet/inProcessFrame'

const FRAME_URL = 'http://localhost:8788/sdk?projectId=p&chainId=31337&version=4&enableLogger=false'

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => void vi.useRealTimers())

function setUp(options: { neverReady?: boolean } = {}) {
  const frames = inProcessFrames({ neverAnswers: true, ...options })
  const frame = frames.createFrame(FRAME_URL)
  const dropped: string[] = []
  const client = createFrameClient({
    frame,
    origin: frame.origin,
    clock: memoryPlatform(),
    onDrop: (reason) => dropped.push(reason),
  })
  return { frame, client, dropped }
}

/** The last request the app posted: its type, id and payload. */
function lastPosted(frame: InProcessFrame) {
  return frame.posted.at(-1)?.message as { type: string; id: string; payload?: unknown }
}

async function readyClient(options?: { neverReady?: boolean }) {
  const setup = setUp(options)
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
  return setup
}

describe('readiness', () => {
  it('is ready only FRAME_READY_DELAY_MS after the frame says READY', async () => {
    const { client } = setUp()
    let ready = false
    void client.ready.then(() => (ready = true))
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS - 1)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
  })

  it("fails with 'Network Error - Could not load embedded wallet' when READY does not come within 20 s", async () => {
    const { client } = setUp({ neverReady: true })
    const outcome = client.ready.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS)
    expect(await outcome).toMatchObject({
      code: 'FRAME_LOAD_FAILED',
      message: 'Network Error - Could not load embedded wallet',
    })
  })
})

describe('requests', () => {
  it("posts only to the frame's origin, with a fresh id, and resolves with the answer of that id", async () => {
    const { frame, client } = await readyClient()
    const answer = client.request('CONNECT_EMAIL', { email: 'ann@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    const sent = lastPosted(frame)
    expect(frame.posted.map((p) => p.targetOrigin)).toEqual([frame.origin])
    expect(sent).toMatchObject({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'ann@example.com' } })
    frame.inject({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'another-id', payload: { action: 'CONNECT' } })
    frame.inject({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: sent.id, payload: { action: 'VERIFY_OTP' } })
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it("surfaces the frame's error message", async () => {
    const { frame, client } = await readyClient()
    const answer = client.request('CONNECT_OTP', { otp: '123456' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    frame.inject({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: lastPosted(frame).id,
      payload: { message: 'OTP service unavailable' },
    })
    expect(await answer).toMatchObject({ code: 'FRAME_ERROR', message: 'OTP service unavailable' })
  })

  it("hands on the frame's 'Invalid code' as the code INVALID_OTP, so a UI renders it by code", async () => {
    const { frame, client } = await readyClient()
    const answer = client.request('CONNECT_OTP', { otp: '123456' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    frame.inject({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: lastPosted(frame).id,
      payload: { message: 'Invalid code' },
    })
    expect(await answer).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid code' })
  })

  it("keeps the error answer's EIP-1193 code (a Reject in the frame is 4001) as the error's cause", async () => {
    const { frame, client } = await readyClient()
    const answer = client
      .request('RPC_REQUEST', { method: 'personal_sign', params: [] })
      .catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    const payload = { message: 'User rejected the request', code: 4001 }
    frame.inject({ type: '@w3m-frame/RPC_REQUEST_ERROR', id: lastPosted(frame).id, payload })
    expect(await answer).toMatchObject({ code: 'FRAME_ERROR', message: 'User rejected the request', cause: payload })
  })

  it('refuses to post a request whose payload breaks the protocol', async () => {
    const { frame, client } = await readyClient()
    await expect(client.request('CONNECT_EMAIL', { email: 'not an e-mail' })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    })
    await expect(client.request('SET_PREFERRED_ACCOUNT', { type: 'payment' as 'eoa' })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    })
    expect(frame.posted).toEqual([])
  })

  it("times out with 'Embedded Wallet Request Timed Out' after the given time", async () => {
    const { client } = await readyClient()
    const answer = client.request(
      'CONNECT_EMAIL',
      { email: 'ann@example.com' },
      { timeoutMs: FRAME_REQUEST_TIMEOUT_MS },
    )
    const outcome = answer.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS - 1)
    let settled = false
    void answer.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT', message: 'Embedded Wallet Request Timed Out' })
  })
})

describe('bad messages', () => {
  it('drops and reports a message from another origin, even one that answers a request', async () => {
    const { frame, client, dropped } = await readyClient()
    const answer = client.request('GET_CHAIN_ID', undefined)
    await vi.advanceTimersByTimeAsync(0)
    const { id } = lastPosted(frame)
    frame.inject({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 666 } }, 'http://evil.example')
    await vi.advanceTimersByTimeAsync(0)
    expect(dropped).toEqual(['a message from http://evil.example, not http://localhost:8788'])
    frame.inject({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 31337 } })
    await expect(answer).resolves.toEqual({ chainId: 31337 })
  })

  it('drops and reports malformed messages; an answer breaking its schema fails its request', async () => {
    const { frame, client, dropped } = await readyClient()
    const answer = client.request('IS_CONNECTED', undefined).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    const { id } = lastPosted(frame)
    frame.inject('hello')
    frame.inject({ type: '@other/THING', id })
    frame.inject({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: 'yes' } })
    const error = await answer
    expect(dropped).toHaveLength(3)
    expect(dropped[0]).toMatch(/^malformed message/)
    expect(dropped[1]).toMatch(/^malformed message: type/)
    expect(dropped[2]).toMatch(/^IS_CONNECTED_SUCCESS: isConnected/)
    expect(isPorticoError(error, 'INVALID_RESPONSE')).toBe(true)
  })
})
