import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import type { Devnet } from '../src/index.js'
import { api, startTestDevnet } from './devnet-helpers.js'
import { GetWalletsResponse } from './wire-shapes.js'

let devnet: Devnet
const ALLOWED = ['http://localhost:*', 'http://127.0.0.1:*', 'https://dapp.example']
beforeAll(async () => {
  devnet = await startTestDevnet({ allowedOrigins: ALLOWED })
})
afterAll(() => devnet?.stop())

async function wallets(query: string) {
  const answer = await api(devnet, `/getWallets?st=portico&sv=portico-0.0.0&${query}`)
  expect(answer.status).toBe(200)
  return v.parse(GetWalletsResponse, answer.body)
}

describe('wallet catalogue', () => {
  it('serves at least 500 wallets with the full field set, 40 per page by default', async () => {
    const first = await wallets('page=1')
    expect(first.count).toBeGreaterThanOrEqual(500)
    expect(first.data).toHaveLength(40)
    const all = await wallets('page=1&entries=1000')
    expect(new Set(all.data.map((w) => w.id)).size).toBe(all.count)
    expect(new Set(all.data.map((w) => w.name)).size).toBe(all.count)
    expect(all.data.some((w) => w.name === 'Aurora Wallet')).toBe(true)
    const kinds = new Set(
      all.data.map(
        (w) =>
          [w.mobile_link && 'mobile', w.desktop_link && 'desktop', w.webapp_link && 'webapp']
            .filter(Boolean)
            .join('+') || 'none',
      ),
    )
    expect([...kinds]).toEqual(expect.arrayContaining(['mobile', 'mobile+desktop', 'mobile+webapp', 'none']))
    expect(all.data.some((w) => w.chains?.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true)
  })

  it('is the same on every start (seeded, not random)', async () => {
    // The first generated wallets of the seeded catalogue; a Math.random in the generator would change them.
    expect((await wallets('page=1&entries=6')).data.slice(3).map((w) => w.name)).toEqual([
      'Beacon Ledgerly',
      'Harbor Vault',
      'Ridge Folio',
    ])
  })

  it('has the fixed entries the tests rely on', async () => {
    const { data } = await wallets('include=portico-test-wallet,devnet-mobile-wallet,injected-only-wallet')
    const byId = Object.fromEntries(data.map((w) => [w.id, w]))
    expect(byId['portico-test-wallet']).toMatchObject({ name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet' })
    expect(byId['devnet-mobile-wallet']).toMatchObject({
      name: 'Devnet Mobile Wallet',
      mobile_link: 'devnetwallet://',
      supports_wc: true,
    })
    expect(byId['devnet-mobile-wallet']?.webapp_link).toMatch(/^https:\/\//)
    expect(byId['injected-only-wallet']).toMatchObject({
      name: 'Injected Only',
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
    })
    expect(byId['injected-only-wallet']?.rdns).toBeTruthy()
  })

  it('pages without overlap', async () => {
    const one = await wallets('page=1&entries=10')
    const two = await wallets('page=2&entries=10')
    const both = await wallets('page=1&entries=20')
    expect([...one.data, ...two.data]).toEqual(both.data)
    expect((await wallets('page=1000&entries=40')).data).toEqual([])
  })

  it('searches names case-insensitively and trims the text', async () => {
    const { data, count } = await wallets('search=%20aURORA%20&entries=100')
    expect(count).toBeGreaterThan(0)
    expect(data.every((w) => w.name.toLowerCase().includes('aurora'))).toBe(true)
  })

  it('honours include, exclude, chains, badge_type, rdns and names', async () => {
    const some = (await wallets('entries=5&page=2')).data
    const ids = some.map((w) => w.id)
    expect((await wallets(`include=${ids.join(',')}`)).data.map((w) => w.id)).toEqual(ids)

    const excluded = await wallets(`exclude=${ids.join(',')}&entries=1000`)
    expect(excluded.data.some((w) => ids.includes(w.id))).toBe(false)
    expect(excluded.count).toBe((await wallets('entries=1')).count - ids.length)

    const bitcoin = await wallets('chains=bip122:000000000019d6689c085ae165831e93&entries=1000')
    expect(bitcoin.count).toBeGreaterThan(0)
    expect(bitcoin.data.every((w) => w.chains?.includes('bip122:000000000019d6689c085ae165831e93'))).toBe(true)

    const certified = await wallets('badge_type=certified&entries=1000')
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)

    expect((await wallets('rdns=dev.portico.testwallet')).data.map((w) => w.id)).toEqual(['portico-test-wallet'])
    expect((await wallets('names=injected%20only')).data.map((w) => w.id)).toEqual(['injected-only-wallet'])
  })

  it('serves generated SVG images for wallets, assets, currencies and tokens', async () => {
    const [wallet] = (await wallets('include=portico-test-wallet')).data
    for (const path of [
      `/getWalletImage/${wallet?.image_id}`,
      '/public/getAssetImage/eip155-31337',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/USDC',
    ]) {
      const answer = await api(devnet, path)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/svg+xml')
      expect(answer.text).toMatch(/^<svg[^>]+role="img"/)
    }
    expect((await api(devnet, `/getWalletImage/${wallet?.image_id}`)).text).toContain('aria-label="PT"')
  })

  it('serves the configured origin allowlist and enforces it', async () => {
    expect((await api(devnet, '/projects/v1/origins')).body).toEqual({ allowedOrigins: ALLOWED })
    expect((await api(devnet, '/getWallets?entries=1', { headers: { origin: 'https://dapp.example' } })).status).toBe(
      200,
    )
    expect((await api(devnet, '/getWallets?entries=1', { headers: { origin: 'http://localhost:4000' } })).status).toBe(
      200,
    )
    const refused = await api(devnet, '/getAnalyticsConfig', { headers: { origin: 'https://other.example' } })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: 'Unauthorized: origin not allowed' })
  })

  it('serves analytics config and remote config', async () => {
    expect((await api(devnet, '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true })
    const config = (await api(devnet, '/appkit/v1/config')).body as {
      features: { id: string; isEnabled: boolean; config: string[] | null }[]
    }
    expect(config.features.map((f) => f.id)).toEqual(
      expect.arrayContaining(['swap', 'onramp', 'activity', 'social_login']),
    )
    // E-mail login is switched on as the service does it: 'email' among the social_login providers (AppKit shows
    // its e-mail field only then).
    expect(config.features.find((f) => f.id === 'social_login')?.config).toEqual(
      expect.arrayContaining(['email', 'google']),
    )
  })
})
