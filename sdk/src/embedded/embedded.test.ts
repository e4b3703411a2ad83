// The embedded wallet's rules on a fake clock, with in-process frames whose answers the test plays
// (`neverAnswers`) or that never load (`neverReady`): lazy frame creation, alerts, time-outs, rate limit,
// sign-out wait, dropped messages reported. The flows against the real frame backend are in
// embedded.devnet.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reconnect } from '../connect/reconnect'
import {
  EMAIL_TRIGGER_GAP_MS,
  FARCASTER_RELOAD_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  SIGN_OUT_WAIT_MS,
  STORAGE_PREFIX,
} from '../constants'
import type { PorticoError } from '../errors'
import { open } from '../modal/open'
import { goBack } from '../modal/goBack'
import { push } from '../router/push'
import { setThemeMode } from '../theme/setThemeMode'
import { connectedConnectorKey } from '../storage/keys'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { connectEmail } from './connectEmail'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWallet'
import { isConnected } from './isConnected'
import { authConnector } from './embeddedSession'
import { signOut } from './signOut'
import { EMBEDDED_KEYS } from './storageKeys'
import { embeddedPortico } from '@portico-examples/test-support/portico/embeddedPortico'
import { inProcessFrames, type InProcessFrameOptions } from '@portico-examples/test-support/devnet/inProcessFrame'

const FRAME_URL = 'http://localhost:8788'

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => void vi.useRealTimers())

function setUp(frameOptions: InProcessFrameOptions = { neverAnswers: true }, stored?: ReadonlyMap<string, string>) {
  const errors: PorticoError[] = []
  const setup = embeddedPortico({
    frameUrl: FRAME_URL,
    frames: inProcessFrames(frameOptions),
    ...(stored && { stored }),
    options: { onError: (error) => errors.push(error) },
  })
  return { ...setup, errors }
}

/** The id of the latest `name` request the app posted to the latest frame. */
function lastId(frames: ReturnType<typeof inProcessFrames>, name: string): string {
  const messages = frames.created.at(-1)!.posted.map((p) => p.message as { type: string; id: string })
  const found = messages.filter((m) => m.type === `@w3m-app/${name}`).at(-1)
  if (!found) throw new Error(`no ${name} was posted`)
  return found.id
}

/** Answers the latest CONNECT_EMAIL request, as the frame would. */
function answerEmail(frames: ReturnType<typeof inProcessFrames>, suffix: 'SUCCESS' | 'ERROR', payload?: unknown) {
  const id = lastId(frames, 'CONNECT_EMAIL')
  frames.created.at(-1)!.inject({ type: `@w3m-frame/CONNECT_EMAIL_${suffix}`, id, payload })
}

describe('the frame', () => {
  it('is not created at start, nor when the modal opens, but on the first e-mail login', async () => {
    const { p, frames } = setUp()
    await reconnect(p)
    open(p)
    expect(frames.created).toHaveLength(0)
    void connectEmail(p, { email: 'ann@example.com' }).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(frames.created).toHaveLength(1)
    const url = frames.created[0]!.url
    expect(url.origin + url.pathname).toBe(`${FRAME_URL}/sdk`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'portico-devnet',
      chainId: '31337',
      version: '4',
      enableLogger: 'false',
      parentOrigin: 'http://127.0.0.1:5173',
    })
  })

  it('is created at start when e-mail login was used before', async () => {
    const stored = new Map([[`${STORAGE_PREFIX}${EMBEDDED_KEYS.loginUsed.name}`, 'true']])
    const { p, frames } = setUp({ neverAnswers: true }, stored)
    void reconnect(p)
    expect(frames.created).toHaveLength(1)
  })

  it("shows 'Network Error - Could not load embedded wallet' when it does not load in 20 s, and loads anew on the next need", async () => {
    const { p, frames } = setUp({ neverReady: true })
    const login = connectEmail(p, { email: 'ann@example.com' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS)
    expect(await login).toMatchObject({ message: 'Network Error - Could not load embedded wallet' })
    expect(p.$alert.get()).toMatchObject({ open: true, message: 'Network Error - Could not load embedded wallet' })
    expect(frames.created[0]!.removed).toBe(true)
    void connectEmail(p, { email: 'ann@example.com' }).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(frames.created).toHaveLength(2)
  })
})

describe('requests', () => {
  it("time out after 30 s with the alert 'Embedded Wallet Request Timed Out'", async () => {
    const { p } = setUp()
    const login = connectEmail(p, { email: 'ann@example.com' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS + FRAME_REQUEST_TIMEOUT_MS - 1)
    expect(p.$alert.get().open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await login).toMatchObject({ message: 'Embedded Wallet Request Timed Out' })
    expect(p.$alert.get()).toMatchObject({ open: true, message: 'Embedded Wallet Request Timed Out', variant: 'error' })
  })

  it.each([
    ['Unauthorized: origin not allowed', 'Invalid App Configuration'],
    ['Unauthorized: invalid key', 'Invalid App Configuration'],
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired'],
  ])("turn the server message '%s' into the alert '%s'", async (serverMessage, alert) => {
    const { p, frames } = setUp()
    const login = connectEmail(p, { email: 'ann@example.com' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    answerEmail(frames, 'ERROR', { message: serverMessage })
    expect(await login).toMatchObject({ message: serverMessage })
    expect(p.$alert.get()).toMatchObject({ open: true, message: alert })
  })

  it('bound a reconnect: a frame that says it is connected but never gives the user ends it after 30 s, signed out', async () => {
    const stored = new Map([
      [`${STORAGE_PREFIX}${EMBEDDED_KEYS.loginUsed.name}`, 'true'],
      [`${STORAGE_PREFIX}${connectedConnectorKey('eip155').name}`, JSON.stringify(EMBEDDED_WALLET_CONNECTOR_ID)],
    ])
    const { p, frames } = setUp({ neverAnswers: true }, stored)
    const connecting = reconnect(p).then(
      () => 'settled',
      () => 'settled',
    )
    const asked = await vi.waitFor(() => lastId(frames, 'IS_CONNECTED'))
    frames.created[0]!.inject({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: asked, payload: { isConnected: true } })
    const listed = await vi.waitFor(() => lastId(frames, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'))
    frames.created[0]!.inject({
      type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      id: listed,
      payload: { smartAccountEnabledNetworks: [1] },
    })
    await vi.waitFor(() => lastId(frames, 'GET_USER')) // asked, never answered
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS)
    expect(await connecting).toBe('settled')
    expect(p.$account.get().status).not.toBe('connected')
    expect(p.$alert.get()).toMatchObject({ open: true, message: 'Embedded Wallet Request Timed Out' })
  })

  it('show no alert for an ordinary error, whose message is surfaced', async () => {
    const { p, frames } = setUp()
    const login = connectEmail(p, { email: 'ann@example.com' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    answerEmail(frames, 'ERROR', { message: 'Invalid code' })
    expect(await login).toMatchObject({ message: 'Invalid code' })
    expect(p.$alert.get().open).toBe(false)
  })

  it('report a message from another origin to telemetry and ignore it', async () => {
    const { p, frames, errors } = setUp()
    const login = connectEmail(p, { email: 'ann@example.com' })
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    const frame = frames.created[0]!
    const id = lastId(frames, 'CONNECT_EMAIL')
    frame.inject(
      { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'CONNECT' } },
      'http://evil.example',
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(errors.map((e) => e.code)).toEqual(['FRAME_MESSAGE_DROPPED'])
    answerEmail(frames, 'SUCCESS', { action: 'VERIFY_OTP' })
    await expect(login).resolves.toBe('VERIFY_OTP')
    expect(p.$router.get()).toMatchObject({ view: 'EmailVerifyOtp', data: { email: 'ann@example.com' } })
  })
})

describe('e-mail login', () => {
  it('is refused for an invalid e-mail, before any frame exists', async () => {
    const { p, frames } = setUp()
    await expect(connectEmail(p, { email: 'ann@' })).rejects.toMatchObject({ code: 'INVALID_EMAIL' })
    expect(frames.created).toHaveLength(0)
  })

  it("is triggered at most once per 30 s: 'Please try again after N seconds'", async () => {
    const { p, frames } = setUp()
    const first = connectEmail(p, { email: 'ann@example.com' })
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    answerEmail(frames, 'SUCCESS', { action: 'VERIFY_OTP' })
    await first
    expect(p.storage.read(SESSION_KEYS.lastEmailLoginTime)).toBe(Date.now())
    await expect(connectEmail(p, { email: 'ann@example.com' })).rejects.toThrow('Please try again after 30 seconds')
    vi.advanceTimersByTime(10_500)
    await expect(connectEmail(p, { email: 'bob@example.com' })).rejects.toThrow('Please try again after 20 seconds')
    vi.advanceTimersByTime(EMAIL_TRIGGER_GAP_MS - 10_500)
    const again = connectEmail(p, { email: 'ann@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    answerEmail(frames, 'SUCCESS', { action: 'VERIFY_DEVICE' })
    await expect(again).resolves.toBe('VERIFY_DEVICE')
  })
})

describe('sign-out', () => {
  it('waits at most 3 s for the frame, then clears the cached login data', async () => {
    const stored = new Map([[`${STORAGE_PREFIX}${EMBEDDED_KEYS.loginUsed.name}`, 'true']])
    const { p } = setUp({ neverAnswers: true }, stored)
    await vi.advanceTimersByTimeAsync(0)
    const client = authConnector(p).embedded.client()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    await client
    let done = false
    const out = signOut(p).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await out
    expect(p.storage.read(EMBEDDED_KEYS.loginUsed)).toBeUndefined()
    expect(p.$alert.get().open).toBe(false)
  })
})

/** A Portico whose frame exists and is ready (it was used before), answering nothing by itself. */
async function readyFrame() {
  const stored = new Map([[`${STORAGE_PREFIX}${EMBEDDED_KEYS.loginUsed.name}`, 'true']])
  const setup = setUp({ neverAnswers: true }, stored)
  const client = authConnector(setup.p).embedded.client()
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
  await client
  const posted = () => setup.frames.created[0]!.posted.map((p) => p.message as { type: string; payload?: unknown })
  return { ...setup, posted }
}

describe('the app in the frame', () => {
  it("gets the app's data and theme once ready, and the theme again when it changes", async () => {
    const { p, posted } = await readyFrame()
    expect(posted()).toEqual([
      {
        type: '@w3m-app/SYNC_DAPP_DATA',
        id: expect.any(String),
        payload: { projectId: 'portico-devnet', sdkType: 'appkit', sdkVersion: expect.any(String) },
      },
      { type: '@w3m-app/SYNC_THEME', id: expect.any(String), payload: { themeMode: 'dark', themeVariables: {} } },
    ])
    setThemeMode(p, { themeMode: 'light' })
    await vi.advanceTimersByTimeAsync(0)
    expect(posted().at(-1)).toMatchObject({ type: '@w3m-app/SYNC_THEME', payload: { themeMode: 'light' } })
  })

  it('is reloaded 100 ms after leaving ConnectingFarcaster while disconnected', async () => {
    const { p, posted } = await readyFrame()
    open(p)
    push(p, { view: 'ConnectingFarcaster' })
    goBack(p)
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_MS - 1)
    expect(posted().map((m) => m.type)).not.toContain('@w3m-app/RELOAD')
    await vi.advanceTimersByTimeAsync(1)
    expect(posted().at(-1)?.type).toBe('@w3m-app/RELOAD')
  })
})

describe('the connection check', () => {
  it.each([
    ['reports not connected', 'SUCCESS', { isConnected: false }],
    ['fails', 'ERROR', { message: 'Something went wrong' }],
  ] as const)('clears the cached login data when the frame %s', async (_, suffix, payload) => {
    const { p, frames } = await readyFrame()
    p.storage.write(SESSION_KEYS.socialProvider, 'github')
    const check = isConnected(p).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    const id = lastId(frames, 'IS_CONNECTED')
    frames.created[0]!.inject({ type: `@w3m-frame/IS_CONNECTED_${suffix}`, id, payload })
    await check
    expect(p.storage.read(EMBEDDED_KEYS.loginUsed)).toBeUndefined()
    expect(p.storage.read(SESSION_KEYS.socialProvider)).toBeUndefined()
  })
})

describe('the session token', () => {
  const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.session.signature'
  const tokenKey = `${STORAGE_PREFIX}${EMBEDDED_KEYS.sessionToken.name}`

  it("is kept in the app's storage when the frame issues it, never from another origin, and handed back on the check", async () => {
    const { p, frames, platform } = await readyFrame()
    frames.created[0]!.inject(
      { type: '@w3m-frame/SESSION_UPDATE', id: 'x', payload: { token: 'planted.by.evil' } },
      'http://evil.example',
    )
    frames.created[0]!.inject({ type: '@w3m-frame/SESSION_UPDATE', id: 'y', payload: { token: TOKEN } })
    await vi.advanceTimersByTimeAsync(0)
    expect(platform.store.get(tokenKey)).toBe(JSON.stringify(TOKEN))

    const check = isConnected(p).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    const asked = frames.created[0]!.posted.map((m) => m.message as { type: string; payload?: unknown }).filter(
      (m) => m.type === '@w3m-app/IS_CONNECTED',
    )
    expect(asked.at(-1)?.payload).toEqual({ token: TOKEN })
    frames.created[0]!.inject({
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      id: lastId(frames, 'IS_CONNECTED'),
      payload: { isConnected: false },
    })
    await check
    expect(platform.store.has(tokenKey)).toBe(false) // a failed check forgets it
  })

  it('a stored token that is not a token is dropped, not sent', async () => {
    const stored = new Map([
      [`${STORAGE_PREFIX}${EMBEDDED_KEYS.loginUsed.name}`, 'true'],
      [tokenKey, JSON.stringify('<script>alert(1)</script>')],
    ])
    const { p, frames } = setUp({ neverAnswers: true }, stored)
    void isConnected(p).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    await vi.waitFor(() => lastId(frames, 'IS_CONNECTED'))
    const asked = frames.created[0]!.posted.map((m) => m.message as { type: string; payload?: unknown }).find(
      (m) => m.type === '@w3m-app/IS_CONNECTED',
    )
    expect(asked?.payload).toBeUndefined()
  })
})
