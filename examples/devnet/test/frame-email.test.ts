// E-mail login, codes, device approval, rate limit, e-mail change and sign-out, through the frame logic
// and the real frame backend over HTTP (anvil for the account data).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { isAddress } from 'viem'
import { EMAIL_TRIGGER_GAP_MS, OTP_LIFETIME_MS, STORAGE_KEYS, type FrameUser } from '../src/frame/index.js'
import { inbox, latestCode, loginByEmail, openFrame, startDevnetFrame } from './frame-fixture.js'

let devnet: Awaited<ReturnType<typeof startDevnetFrame>>
beforeAll(async () => {
  devnet = await startDevnetFrame()
})
afterAll(() => devnet.stop())
afterEach(() => {
  vi.useRealTimers()
})

describe('e-mail login', () => {
  it('a new device is verified by the mailed link, then the mailed code connects and GET_USER has an address', async () => {
    const email = 'alice@example.com'
    const frame = openFrame(devnet.frame.url)
    expect(await frame.ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = (await inbox(devnet.frame.mailboxUrl, email))[0]
    expect(mail?.link).toMatch(/\/device\/approve\?token=/)

    const device = frame.ok('CONNECT_DEVICE')
    const page = await fetch(mail!.link!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Device approved')
    await device

    const mails = await inbox(devnet.frame.mailboxUrl, email)
    expect(mails.map((each) => each.subject)).toEqual(['Your login code', 'Approve your new device']) // newest first
    const code = mails[0]!.code!
    expect(code).toMatch(/^\d{6}$/)
    expect(await frame.ok('CONNECT_OTP', { otp: code })).toBeUndefined()
    expect(frame.events).toEqual([
      { type: '@w3m-frame/SESSION_UPDATE', id: expect.any(String), payload: { token: expect.any(String) } },
    ])

    const user = await frame.ok<FrameUser>('GET_USER', {})
    expect(user.email).toBe(email)
    expect(isAddress(user.address)).toBe(true)
    expect(user.chainId).toBe(31337)
    expect(user.preferredAccountType).toBe('smartAccount')
    expect(user.smartAccountDeployed).toBe(false)
    expect(user.accounts.map((account) => account.type).sort()).toEqual(['eoa', 'smartAccount'])
    expect(user.accounts.find((account) => account.type === 'smartAccount')?.address).toBe(user.address)
    expect(await frame.ok('IS_CONNECTED')).toEqual({ isConnected: true })
  })

  it('a known device goes straight to VERIFY_OTP, and a live session answers CONNECT', async () => {
    const email = 'bob@example.com'
    const first = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, email)
    const firstUser = await first.ok<FrameUser>('GET_USER')

    // Same device (same frame storage), signed out, 30 s later: a code, no device check.
    await first.ok('SIGN_OUT')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + EMAIL_TRIGGER_GAP_MS)
    expect(await first.ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    await first.ok('CONNECT_OTP', { otp: await latestCode(devnet.frame.mailboxUrl, email) })
    expect((await first.ok<FrameUser>('GET_USER')).address).toBe(firstUser.address) // one key per user

    // While signed in, CONNECT_EMAIL for the same e-mail needs no code at all.
    expect(await first.ok('CONNECT_EMAIL', { email })).toEqual({ action: 'CONNECT' })
  })

  it('a wrong code is refused, and the third wrong code voids the code', async () => {
    const email = 'carol@example.com'
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, email)
    await frame.ok('SIGN_OUT')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + EMAIL_TRIGGER_GAP_MS)
    await frame.ok('CONNECT_EMAIL', { email })
    const code = await latestCode(devnet.frame.mailboxUrl, email)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await frame.fails('CONNECT_OTP', { otp: wrong })).toBe('Invalid code')
    expect(await frame.fails('CONNECT_OTP', { otp: wrong })).toBe('Invalid code')
    expect(await frame.fails('CONNECT_OTP', { otp: wrong })).toBe('Too many wrong codes, request a new one')
    expect(await frame.fails('CONNECT_OTP', { otp: code })).toBe('No code was requested for this e-mail')
    expect(await frame.ok('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('a code is refused once 10 minutes have passed', async () => {
    const email = 'dave@example.com'
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, email)
    await frame.ok('SIGN_OUT')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + EMAIL_TRIGGER_GAP_MS)
    await frame.ok('CONNECT_EMAIL', { email })
    const code = await latestCode(devnet.frame.mailboxUrl, email)
    vi.setSystemTime(Date.now() + OTP_LIFETIME_MS - 1)
    vi.setSystemTime(Date.now() + 1)
    expect(await frame.fails('CONNECT_OTP', { otp: code })).toBe('Code expired, request a new one')
  })

  it('a code just inside 10 minutes still connects', async () => {
    const email = 'erin@example.com'
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, email)
    await frame.ok('SIGN_OUT')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + EMAIL_TRIGGER_GAP_MS)
    await frame.ok('CONNECT_EMAIL', { email })
    const code = await latestCode(devnet.frame.mailboxUrl, email)
    vi.setSystemTime(Date.now() + OTP_LIFETIME_MS - 1_000)
    expect(await frame.ok('CONNECT_OTP', { otp: code })).toBeUndefined()
  })

  it('e-mail login is triggered at most once per 30 s per e-mail, with the seconds left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const email = 'frank@example.com'
    const frame = openFrame(devnet.frame.url)
    await frame.ok('CONNECT_EMAIL', { email })
    expect(await frame.fails('CONNECT_EMAIL', { email })).toBe('Please try again after 30 seconds')
    vi.setSystemTime(Date.now() + 12_500)
    expect(await frame.fails('CONNECT_EMAIL', { email })).toBe('Please try again after 18 seconds')
    // Another e-mail is not limited by this one.
    expect(await frame.ok('CONNECT_EMAIL', { email: 'grace@example.com' })).toEqual({ action: 'VERIFY_DEVICE' })
    vi.setSystemTime(Date.now() + 17_500)
    expect(await frame.ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    expect(await inbox(devnet.frame.mailboxUrl, email)).toHaveLength(2)
  })

  it('an invalid e-mail is refused by the frame before any mail is sent', async () => {
    const frame = openFrame(devnet.frame.url)
    expect(await frame.fails('CONNECT_EMAIL', { email: 'not-an-email' })).toBe('email: Invalid email')
    expect(await frame.fails('CONNECT_OTP', { otp: '12345' })).toBe('otp: The code has 6 digits')
  })
})

describe('session', () => {
  it('sign-out ends the session on the backend and clears the frame storage', async () => {
    const email = 'heidi@example.com'
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, email)
    const token = frame.storage.getItem(STORAGE_KEYS.sessionToken)
    expect(token).toBeTruthy()
    expect(await frame.ok('SIGN_OUT')).toBeUndefined()
    expect(frame.storage.getItem(STORAGE_KEYS.sessionToken)).toBeNull()
    expect(await frame.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    // The old token is dead on the backend too (another frame holding it is not connected).
    expect(await openFrame(devnet.frame.url).ok('IS_CONNECTED', { token })).toEqual({ isConnected: false })
    expect(await frame.fails('GET_USER')).toBe('Not connected')
  })

  it('a fresh frame without storage of its own (a reload, third-party storage denied) goes on with the token the app hands back', async () => {
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'kim@example.com')
    const token = frame.storage.getItem(STORAGE_KEYS.sessionToken)!
    const address = (await frame.ok<FrameUser>('GET_USER')).address
    const reloaded = openFrame(devnet.frame.url)
    expect(await reloaded.fails('GET_USER')).toBe('Not connected')
    expect(await reloaded.ok('IS_CONNECTED', { token })).toEqual({ isConnected: true })
    expect((await reloaded.ok<FrameUser>('GET_USER')).address).toBe(address)
    expect(await openFrame(devnet.frame.url).ok('IS_CONNECTED', { token: 'forged.token' })).toEqual({
      isConnected: false,
    })
  })

  it('a session ended elsewhere reads as not connected, and the frame drops its stored login', async () => {
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, 'judy@example.com')
    const token = frame.storage.getItem(STORAGE_KEYS.sessionToken)!
    await fetch(`${devnet.frame.url}/api/session/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: '{}',
    })
    expect(await frame.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(frame.storage.getItem(STORAGE_KEYS.sessionToken)).toBeNull()
    expect(frame.storage.getItem(STORAGE_KEYS.email)).toBeNull()
  })
})

describe('e-mail change', () => {
  it('needs the code mailed to the current address, then the one mailed to the new address', async () => {
    const email = 'ivan@example.com'
    const newEmail = 'ivan.new@example.com'
    const frame = await loginByEmail(devnet.frame.url, devnet.frame.mailboxUrl, email)
    const address = (await frame.ok<FrameUser>('GET_USER')).address

    expect(await frame.ok('UPDATE_EMAIL', { email: newEmail })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const awaited = frame.ok('AWAIT_UPDATE_EMAIL')
    const primary = await latestCode(devnet.frame.mailboxUrl, email)
    expect(await frame.fails('UPDATE_EMAIL_SECONDARY_OTP', { otp: primary })).toBe('Confirm the current e-mail first')
    expect(await frame.ok('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await latestCode(devnet.frame.mailboxUrl, newEmail)
    expect(await frame.ok('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).toEqual({ newEmail })
    expect(await awaited).toEqual({ email: newEmail })

    const user = await frame.ok<FrameUser>('GET_USER')
    expect(user.email).toBe(newEmail)
    expect(user.address).toBe(address)
  })
})
