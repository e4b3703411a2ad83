// Contract suite of the catalogue service against the devnet: every endpoint through the client (so through its
// schemas), and the refusals a real service gives (invalid key, disallowed origin).
import { describe, expect, it } from 'vitest'
import { createCatalogueClient } from './catalogue'
import { HttpError } from './http'
import { originFetch, useDevnet } from '@portico-examples/test-support/devnet/useDevnet'

const devnet = useDevnet()
const catalogue = (extra: { projectId?: string; fetch?: typeof globalThis.fetch } = {}) =>
  createCatalogueClient({ baseUrl: devnet().apiUrl, projectId: devnet().projectId, ...extra })

describe('getWallets', () => {
  it('pages the catalogue and reports the total', async () => {
    const first = await catalogue().getWallets({ page: 1, entries: 5 })
    const second = await catalogue().getWallets({ page: 2, entries: 5 })
    expect(first.data).toHaveLength(5)
    expect(first.count).toBeGreaterThan(10)
    expect(second.count).toBe(first.count)
    expect(second.data.map((w) => w.id)).not.toContain(first.data[0]?.id)
  })

  it('searches with the trimmed text', async () => {
    const { data } = await catalogue().getWallets({ search: '  portico test  ' })
    expect(data.map((w) => w.name)).toEqual(['Portico Test Wallet'])
    expect(data[0]?.rdns).toBe('dev.portico.testwallet')
  })

  it('includes, excludes and filters by rdns and chains', async () => {
    const included = await catalogue().getWallets({ include: ['portico-test-wallet', 'devnet-mobile-wallet'] })
    expect(included.data.map((w) => w.id).sort()).toEqual(['devnet-mobile-wallet', 'portico-test-wallet'])
    const excluded = await catalogue().getWallets({ entries: 100, exclude: ['portico-test-wallet'] })
    expect(excluded.data.map((w) => w.id)).not.toContain('portico-test-wallet')
    const byRdns = await catalogue().getWallets({ rdns: ['dev.portico.injectedonly'] })
    expect(byRdns.data.map((w) => w.id)).toEqual(['injected-only-wallet'])
    const onDevnetChain = await catalogue().getWallets({ entries: 100, chains: ['eip155:31337'] })
    for (const wallet of onDevnetChain.data) expect(wallet.chains).toContain('eip155:31337')
  })
})

describe('images', () => {
  it('serves the four image kinds as image blobs', async () => {
    const { data } = await catalogue().getWallets({ entries: 1 })
    const imageId = data[0]?.image_id ?? ''
    const images = await Promise.all([
      catalogue().getWalletImage(imageId),
      catalogue().getAssetImage('eip155-31337'),
      catalogue().getCurrencyImage('USD'),
      catalogue().getTokenImage('USDC'),
    ])
    for (const image of images) {
      expect(image.type).toMatch(/^image\//)
      expect(await image.text()).toContain('<svg')
    }
  })
})

describe('project endpoints', () => {
  it('lists the allowed origins', async () => {
    await expect(catalogue().getAllowedOrigins()).resolves.toContain('http://localhost:*')
  })

  it('reports the analytics switch and the remote features', async () => {
    await expect(catalogue().getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: true })
    const { features } = await catalogue().getRemoteConfig()
    expect(features.find((f) => f.id === 'swap')).toEqual({ id: 'swap', isEnabled: true, config: ['1inch'] })
  })
})

describe('refusals', () => {
  it("answers an invalid project id with 401 'Unauthorized: invalid key'", async () => {
    const error = await catalogue({ projectId: 'not-a-project' })
      .getWallets()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      status: 401,
      message: 'HTTP status code 401',
      body: { message: 'Unauthorized: invalid key' },
    })
  })

  it('answers a disallowed origin with 403, and the fallbacks apply', async () => {
    const evil = catalogue({ fetch: originFetch('https://evil.example') })
    await expect(evil.getWallets()).rejects.toMatchObject({
      status: 403,
      body: { message: 'Unauthorized: origin not allowed' },
    })
    await expect(evil.getAllowedOrigins()).resolves.toEqual([])
    await expect(evil.getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: false })
  })

  it('lets a loopback page origin through', async () => {
    const local = catalogue({ fetch: originFetch('http://localhost:5173') })
    await expect(local.getWallets({ entries: 1 })).resolves.toMatchObject({ data: [expect.anything()] })
  })
})
