// Social login through the local consent page, ending as on the secure site: the provider sends the window back
// to this site's callback page, which posts `{ resultUri }` to the app. Farcaster through the local approval page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAddress } from 'viem'
import type { FrameUser } from '../src/frame/index.js'
import { APP_ORIGIN, openFrame, startDevnetFrame } from './frame-fixture.js'

let devnet: Awaited<ReturnType<typeof startDevnetFrame>>
beforeAll(async () => {
  devnet = await startDevnetFrame()
})
afterAll(() => devnet.stop())

/** What the user's browser does on the consent page: submit the form, follow nothing, return Location. */
async function decide(consentUri: string, decision: 'approve' | 'deny', userName = 'dev-user') {
  const page = await fetch(consentUri)
  expect(page.status).toBe(200)
  const html = await page.text()
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1]
  expect(state).toBeTruthy()
  const response = await fetch(new URL('/social/consent', consentUri), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: state!, decision, userName }).toString(),
    redirect: 'manual',
  })
  expect(response.status).toBe(303)
  return response.headers.get('location')!
}

describe('social login', () => {
  it('the window opens on /loading; the consent page sends it back to this site’s callback page, whose result connects', async () => {
    const loading = await fetch(`${devnet.frame.url}/loading`)
    expect(loading.status).toBe(200)
    expect(await loading.text()).toContain('Opening the sign-in page')

    const frame = openFrame(devnet.frame.url)
    const { uri } = await frame.ok<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect(new URL(uri).origin).toBe(devnet.frame.url)
    expect(new URL(uri).pathname).toBe('/social/consent')
    expect(new URL(uri).searchParams.get('provider')).toBe('github')

    const page = await fetch(uri)
    expect(await page.text()).toContain('Sign in with Github')
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self';")

    const back = await decide(uri, 'approve', 'octo-dev')
    expect(new URL(back).origin).toBe(devnet.frame.url)
    expect(new URL(back).pathname).toBe('/social/callback')
    expect(new URL(back).searchParams.get('code')).toBeTruthy()
    // The callback page posts its address to the app's origin, named on the page, with its own script.
    const callback = await fetch(back)
    expect(callback.status).toBe(200)
    const html = await callback.text()
    expect(html).toContain(`data-app-origin="${APP_ORIGIN}"`)
    expect(html).toContain('src="/frame/social-callback.js"')
    expect(callback.headers.get('content-security-policy')).toContain("script-src 'self'")
    const script = await (await fetch(`${devnet.frame.url}/frame/social-callback.js`)).text()
    expect(script).toContain('postMessage({ resultUri: window.location.href }, appOrigin)')
    expect((await fetch(back)).status).toBe(404) // once

    const user = await frame.ok<FrameUser>('CONNECT_SOCIAL', { uri: back, preferredAccountType: 'eoa' })
    expect(user.userName).toBe('octo-dev')
    expect(user.preferredAccountType).toBe('eoa')
    expect(isAddress(user.address)).toBe(true)
    expect(frame.events.map((event) => event.type)).toEqual(['@w3m-frame/SESSION_UPDATE'])
    expect(await frame.ok('IS_CONNECTED')).toEqual({ isConnected: true })

    // The code is single-use.
    expect(await openFrame(devnet.frame.url).fails('CONNECT_SOCIAL', { uri: back })).toBe(
      'The social login code is not valid',
    )
  })

  it('behind a proxy mapping the secure site’s public host here, the consent and callback pages are on that origin; other forwarded hosts are ignored', async () => {
    // AppKit takes a social login's result only from the secure site's origin: the callback page must be there.
    const ask = async (host: string) => {
      const response = await fetch(`${devnet.frame.url}/api/social/redirect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ provider: 'google', redirectUri: APP_ORIGIN }),
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as { uri: string }).uri
    }
    const uri = await ask('secure.walletconnect.org')
    expect(new URL(uri).origin).toBe('https://secure.walletconnect.org')
    expect(new URL(uri).pathname).toBe('/social/consent')
    // The proxy takes the user's browser from that origin to this server.
    const back = await decide(uri.replace('https://secure.walletconnect.org', devnet.frame.url), 'approve')
    expect(new URL(back).origin).toBe('https://secure.walletconnect.org')
    expect(new URL(back).pathname).toBe('/social/callback')
    // A host the devnet does not stand in for is not taken from a header.
    expect(new URL(await ask('attacker.example')).origin).toBe(devnet.frame.url)
  })

  it('the same provider account logs into the same wallet', async () => {
    const first = openFrame(devnet.frame.url)
    const firstUri = (await first.ok<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })).uri
    const a = await first.ok<FrameUser>('CONNECT_SOCIAL', { uri: await decide(firstUri, 'approve', 'same-person') })
    const second = openFrame(devnet.frame.url)
    const secondUri = (await second.ok<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })).uri
    const b = await second.ok<FrameUser>('CONNECT_SOCIAL', { uri: await decide(secondUri, 'approve', 'same-person') })
    expect(b.accounts).toEqual(a.accounts)
  })

  it('denying returns to the callback page with an error, and CONNECT_SOCIAL fails', async () => {
    const frame = openFrame(devnet.frame.url)
    const { uri } = await frame.ok<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: 'discord' })
    const back = await decide(uri, 'deny')
    expect(new URL(back).pathname).toBe('/social/callback')
    expect(new URL(back).searchParams.get('error')).toBe('access_denied')
    expect(await frame.fails('CONNECT_SOCIAL', { uri: back })).toBe('Social login was denied')
    expect(await frame.ok('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('an unknown provider is refused, and the redirect URI must be an allowed app origin', async () => {
    expect(await openFrame(devnet.frame.url).fails('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).toBe(
      'provider: Unknown social provider',
    )
    const evil = openFrame(devnet.frame.url, { parentOrigin: 'https://evil.example' })
    expect(await evil.fails('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })).toBe('Unauthorized: origin not allowed')
  })
})

describe('Farcaster login', () => {
  it('CONNECT_FARCASTER resolves once the local approval page was approved', async () => {
    const frame = openFrame(devnet.frame.url)
    const { url } = await frame.ok<{ url: string }>('GET_FARCASTER_URI')
    expect(new URL(url).pathname).toBe('/farcaster/approve')

    let settled = false
    const connected = frame.ok<{ userName: string }>('CONNECT_FARCASTER').finally(() => {
      settled = true
    })
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Sign in with Farcaster')
    expect(settled).toBe(false)

    const channel = new URL(url).searchParams.get('channel')!
    const approval = await fetch(new URL('/farcaster/approve', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channel, userName: 'fc-dev' }).toString(),
    })
    expect(approval.status).toBe(200)
    expect(await connected).toEqual({ userName: 'fc-dev' })
    const user = await frame.ok<FrameUser>('GET_USER')
    expect(user.userName).toBe('fc-dev')
    expect(frame.events.map((event) => event.type)).toEqual(['@w3m-frame/SESSION_UPDATE'])
  })

  it('CONNECT_FARCASTER before GET_FARCASTER_URI is an error', async () => {
    expect(await openFrame(devnet.frame.url).fails('CONNECT_FARCASTER')).toBe('Farcaster login was not started')
  })
})
