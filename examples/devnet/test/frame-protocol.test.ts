// The frame's protocol edges: bad messages get an error reply and never crash, the backend refuses bad
// bodies, the frame page is served under a strict CSP with no inline script, and origin rules hold.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isAllowedParentOrigin, isLoopbackOrigin } from '../src/frame/index.js'
import { openFrame, startDevnetFrame } from './frame-fixture.js'

let devnet: Awaited<ReturnType<typeof startDevnetFrame>>
beforeAll(async () => {
  devnet = await startDevnetFrame()
})
afterAll(() => devnet.stop())

describe('bad messages', () => {
  it.each([
    ['null', null, ''],
    ['a string', 'hello', ''],
    ['an empty object', {}, ''],
    ['no id', { type: '@w3m-app/GET_CHAIN_ID' }, ''],
    ['a foreign type', { type: 'metamask:hello', id: 'x1' }, 'x1'],
    ['a number id', { type: '@w3m-app/GET_CHAIN_ID', id: 7 }, ''],
  ])('%s → INVALID_MESSAGE_ERROR', async (_label, message, id) => {
    const reply = await openFrame(devnet.frame.url).logic.handle(message)
    expect(reply).toEqual({
      type: '@w3m-frame/INVALID_MESSAGE_ERROR',
      id,
      payload: { message: expect.stringMatching(/^Invalid message: /) },
    })
  })

  it('an unknown event → <NAME>_ERROR with the same id', async () => {
    const reply = await openFrame(devnet.frame.url).logic.handle({ type: '@w3m-app/MINT_MONEY', id: 'a1' })
    expect(reply).toEqual({
      type: '@w3m-frame/MINT_MONEY_ERROR',
      id: 'a1',
      payload: { message: 'Unknown event: MINT_MONEY' },
    })
  })

  it('a known event with a bad payload → <NAME>_ERROR naming the field', async () => {
    const frame = openFrame(devnet.frame.url)
    expect(await frame.send('CONNECT_EMAIL', 42)).toMatchObject({
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      payload: { message: expect.any(String) },
    })
    expect(await frame.fails('CONNECT_EMAIL', { email: 42 })).toMatch(/^email: /)
    expect(await frame.fails('RPC_REQUEST', { method: 'eth_call', params: 'nope' })).toMatch(/^params: /)
    expect(await frame.fails('SYNC_THEME', { themeMode: 'purple' })).toBe('themeMode: Theme mode is light or dark')
    expect(await frame.fails('SWITCH_NETWORK', { chainId: -1 })).toMatch(/^chainId: /)
  })

  it('steps out of order are errors, not crashes', async () => {
    const frame = openFrame(devnet.frame.url)
    expect(await frame.fails('CONNECT_OTP', { otp: '123456' })).toBe('No code was requested for this e-mail')
    expect(await frame.fails('CONNECT_DEVICE')).toBe('No code was requested for this e-mail')
    expect(await frame.fails('UPDATE_EMAIL', { email: 'x@example.com' })).toBe('Not connected')
    expect(await frame.fails('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toBe('Not connected')
    expect(await frame.fails('CONNECT_SOCIAL', { uri: 'http://127.0.0.1:5173/?state=x' })).toBe(
      'The social URI has no code',
    )
  })

  it('events with nothing to return answer an empty success', async () => {
    const themes: unknown[] = []
    const frame = openFrame(devnet.frame.url, { onTheme: (theme) => themes.push(theme) })
    expect(await frame.send('SYNC_THEME', { themeMode: 'light' })).toEqual({
      type: '@w3m-frame/SYNC_THEME_SUCCESS',
      id: expect.any(String),
    })
    expect(themes).toEqual([{ themeMode: 'light' }])
    expect(await frame.ok('SYNC_DAPP_DATA', { projectId: 'p1', metadata: { name: 'Demo' } })).toBeUndefined()
    expect(await frame.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await frame.ok('SIGN_OUT')).toBeUndefined()
  })
})

describe('backend boundary', () => {
  const post = (path: string, body: string, token?: string) =>
    fetch(`${devnet.frame.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    })

  it('refuses bad bodies with 400 and a message, and keeps serving', async () => {
    const notJson = await post('/api/email/connect', '{nope')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ message: 'Body is not JSON' })
    const missing = await post('/api/email/connect', '{}')
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toMatch(/^email: /)
    const unknown = await post('/api/nothing', '{}')
    expect(unknown.status).toBe(404)
    const health = await post('/api/networks', '{}')
    expect(await health.json()).toEqual({ chainIds: [31337], smartAccountChainIds: [31337] })
  })

  it('needs a valid session token for account endpoints', async () => {
    const response = await post(
      '/api/rpc',
      JSON.stringify({ chainId: 31337, method: 'eth_chainId', params: [] }),
      'forged',
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Session Expired' })
  })

  it('mailed codes are printed to the console (stderr) unless quiet', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { startFrameServer } = await import('../src/frame/index.js')
    const loud = await startFrameServer({ port: 0, rpcUrls: { 31337: devnet.rpcUrl }, dataDir: devnet.dataDir })
    try {
      await openFrame(loud.url).ok('CONNECT_EMAIL', { email: 'loud@example.com' })
      await openFrame(devnet.frame.url).ok('CONNECT_EMAIL', { email: 'quiet@example.com' })
      const lines = printed.mock.calls.map((call) => String(call[0]))
      expect(lines).toEqual([
        expect.stringMatching(
          /^\[devnet frame\] mail to loud@example\.com: Approve your new device — http:\/\/localhost:\d+\/device\/approve\?token=/,
        ),
      ])
    } finally {
      printed.mockRestore()
      await loud.stop()
    }
  })

  it('the mailbox needs an e-mail and matches it case-insensitively', async () => {
    expect((await fetch(devnet.frame.mailboxUrl)).status).toBe(400)
    const frame = openFrame(devnet.frame.url)
    await frame.ok('CONNECT_EMAIL', { email: 'Mixed.Case@Example.com' })
    const mails = (await (await fetch(`${devnet.frame.mailboxUrl}?email=mixed.case@example.com`)).json()) as {
      to: string
    }[]
    expect(mails.map((mail) => mail.to)).toEqual(['mixed.case@example.com'])
  })
})

describe('frame page', () => {
  it('is served with a strict CSP and loads only same-origin module scripts', async () => {
    const response = await fetch(`${devnet.frame.url}/sdk?projectId=p1&chainId=31337&version=4&enableLogger=false`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toMatch(/frame-ancestors http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*/)

    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts).toHaveLength(1)
    expect(scripts[0]![1]).toContain('src="/frame/frame-page.js"')
    expect(scripts[0]![2]!.trim()).toBe('') // no inline script
    expect(html).not.toMatch(/\son[a-z]+=/i) // no inline handlers
    expect(html).not.toMatch(/\sstyle=/i) // no inline styles
    expect(html).toContain('data-chain-id="31337"')
  })

  it('every module the page imports is served as JavaScript, with no bare specifier left', async () => {
    const seen = new Set<string>()
    const queue = ['/frame/frame-page.js']
    while (queue.length > 0) {
      const path = queue.shift()!
      if (seen.has(path)) continue
      seen.add(path)
      const response = await fetch(`${devnet.frame.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
      const source = await response.text()
      for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\b[^'"]*from\s+'([^']+)'/gm)) {
        expect(specifier, `${path} imports ${specifier}`).toMatch(/^\.\.?\//)
        queue.push(new URL(specifier!, `http://x${path}`).pathname)
      }
    }
    expect(seen).toContain('/frame/vendor/valibot.js')
    expect(seen).toContain('/frame/frame-logic.js')
  })

  it('with an allowlist, only those origins may frame it and be social redirect targets', async () => {
    const strict = await startDevnetFrame({ allowedParentOrigins: ['http://127.0.0.1:3000'] })
    try {
      const response = await fetch(`${strict.frame.url}/sdk?projectId=p1&chainId=31337`)
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors http:\/\/127\.0\.0\.1:3000$/)
      expect(await response.text()).toContain('data-allowed-origins="[&#34;http://127.0.0.1:3000&#34;]"')
      const loopbackApp = openFrame(strict.frame.url, { parentOrigin: 'http://127.0.0.1:5173' })
      expect(await loopbackApp.fails('GET_SOCIAL_REDIRECT_URI', { provider: 'x' })).toBe(
        'Unauthorized: origin not allowed',
      )
    } finally {
      await strict.stop()
    }
  })
})

describe('origins', () => {
  it('by default any loopback origin may embed the frame, nothing else', () => {
    expect(isLoopbackOrigin('http://127.0.0.1:5173')).toBe(true)
    expect(isLoopbackOrigin('http://localhost:3000')).toBe(true)
    expect(isLoopbackOrigin('http://[::1]:8080')).toBe(false) // CSP cannot name IPv6 literals
    expect(isLoopbackOrigin('https://example.com')).toBe(false)
    expect(isLoopbackOrigin('http://localhost.evil.com')).toBe(false)
    expect(isLoopbackOrigin('http://127.0.0.1:5173/path')).toBe(false)
    expect(isLoopbackOrigin('null')).toBe(false)
    expect(isAllowedParentOrigin('https://app.example', ['https://app.example'])).toBe(true)
    expect(isAllowedParentOrigin('http://127.0.0.1:5173', ['https://app.example'])).toBe(false)
  })
})
