// The catalogue actions against a real HTTP server serving a small catalogue: what is asked, and what `$wallets`
// then shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '../api/schemas/catalogue'
import { manualTimers } from '@portico-examples/test-support/platform/manualTimers'
import { reloaded, servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import {
  type FakeServer,
  type ReceivedRequest,
  json,
  startFakeServer,
} from '@portico-examples/test-support/servers/fakeServer'
import type { Connector } from '../connectors/types'
import { open } from '../modal/open'
import { memoryPlatform } from '../platform/memoryPlatform'
import { fetchExcludedWallets } from './fetchExcludedWallets'
import { fetchFeaturedWallets } from './fetchFeaturedWallets'
import { fetchRecommendedWallets } from './fetchRecommendedWallets'
import { fetchWallets } from './fetchWallets'
import { fetchWalletImage } from './fetchWalletImage'
import { searchWallets } from './searchWallets'
import { syncLocalWallets } from './syncLocalWallets'
import { visibleConnectors } from './visibleConnectors'
import { watchCatalogue } from './watchCatalogue'

const DEVNET_CHAIN = 'eip155:31337'
const BUILTIN_RAINBOW_ID = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

function wallet(i: number, changes: Partial<CatalogueWallet> = {}): CatalogueWallet {
  return {
    id: `w${i}`,
    name: `Wallet ${i}`,
    image_id: `img${i}`,
    chains: [DEVNET_CHAIN],
    mobile_link: `w${i}://`,
    rdns: `io.w${i}`,
    ...changes,
  }
}

const list = (query: Record<string, string>, key: string) => (query[key] ? query[key].split(',') : undefined)

/** A catalogue service over `wallets`: paging, include, exclude, search by name (chains are not filtered). */
function catalogue(wallets: CatalogueWallet[], count?: (request: ReceivedRequest) => number) {
  return (request: ReceivedRequest, response: Parameters<typeof json>[0]) => {
    const { query } = request
    const include = list(query, 'include')
    const exclude = list(query, 'exclude') ?? []
    const search = query.search?.toLowerCase()
    const matching = wallets.filter(
      (w) =>
        (!include || include.includes(w.id)) &&
        !exclude.includes(w.id) &&
        (!search || w.name.toLowerCase().includes(search)),
    )
    const page = Number(query.page ?? 1)
    const entries = Number(query.entries ?? 40)
    json(response, 200, {
      data: matching.slice((page - 1) * entries, page * entries),
      count: count?.(request) ?? matching.length,
    })
  }
}

const image = (_: ReceivedRequest, response: Parameters<typeof json>[0]) => {
  response.writeHead(200, { 'content-type': 'image/png' })
  response.end(Buffer.from([137, 80, 78, 71]))
}

const announced = (id: string, rdns: string): Connector => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns },
})

/** A browser-like platform that turns fetched images into object URLs. */
function browserLike() {
  const created: Blob[] = []
  const platform = { ...memoryPlatform(), createObjectUrl: (blob: Blob) => `blob:${created.push(blob)}` }
  return { platform, created }
}

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

const many = (n: number, from = 0) => Array.from({ length: n }, (_, i) => wallet(from + i))

describe('featured wallets', () => {
  it('asks for the configured ids (as many entries as ids) and keeps the configured order', async () => {
    server.routes({ 'GET /getWallets': catalogue(many(10)) })
    const p = testPortico({ ...servicesAt(server), featuredWalletIds: ['w7', 'w2', 'w5'] })
    await fetchFeaturedWallets(p)
    expect(server.received('GET /getWallets')[0]?.query).toMatchObject({ include: 'w7,w2,w5', entries: '3' })
    expect(p.$wallets.get().featured.map((w) => w.id)).toEqual(['w7', 'w2', 'w5'])
    expect(p.$wallets.get().status.featured).toBe('success')
  })

  it('asks nothing when no wallet is featured', async () => {
    server.routes({ 'GET /getWallets': catalogue(many(10)) })
    expect(await fetchFeaturedWallets(testPortico(servicesAt(server)))).toEqual([])
    expect(server.requests).toEqual([])
  })
})

describe('recommended wallets', () => {
  it('asks for 4, from the included ids, never excluded or featured ones, on the requested networks', async () => {
    server.routes({ 'GET /getWallets': catalogue(many(10)) })
    const p = testPortico({
      ...servicesAt(server),
      includeWalletIds: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'],
      excludeWalletIds: ['w2'],
      featuredWalletIds: ['w3'],
    })
    await fetchRecommendedWallets(p)
    expect(server.received('GET /getWallets')[0]?.query).toMatchObject({
      entries: '4',
      include: 'w1,w2,w3,w4,w5,w6',
      exclude: 'w2,w3',
      chains: DEVNET_CHAIN,
    })
    expect(p.$wallets.get().recommended.map((w) => w.id)).toEqual(['w1', 'w4', 'w5', 'w6'])
  })

  it('gives All Wallets its count from the first answer: the catalogue’s wallets less those recommended', async () => {
    server.routes({ 'GET /getWallets': catalogue(many(10), () => 430) })
    const p = testPortico(servicesAt(server))
    await fetchRecommendedWallets(p)
    expect(p.$wallets.get()).toMatchObject({ count: 426, page: 0 })
  })

  it('does not recommend a wallet already listed as recent', async () => {
    server.routes({ 'GET /getWallets': catalogue(many(10)) })
    const p = testPortico(servicesAt(server))
    p.$connection.set({ ...p.$connection.get(), recentWallets: [wallet(1)] })
    await fetchRecommendedWallets(p)
    expect(p.$wallets.get().recommended.map((w) => w.id)).toEqual(['w0', 'w2', 'w3'])
  })

  it('shows a returning visitor the last answer at once, while asking again, and keeps it when the service fails', async () => {
    const platform = memoryPlatform()
    server.routes({ 'GET /getWallets': catalogue(many(10)) })
    await fetchRecommendedWallets(testPortico(servicesAt(server), platform))
    // The next visit, same storage: the service now fails.
    server.routes({ 'GET /getWallets': (_, response) => json(response, 503, {}) })
    const p = testPortico(servicesAt(server), reloaded(platform))
    const asked = fetchRecommendedWallets(p)
    expect(p.$wallets.get().recommended.map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3'])
    await expect(asked).rejects.toMatchObject({ code: 'HTTP_STATUS' })
    expect(p.$wallets.get().recommended.map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3'])
  })

  it('drops a stored answer that is not a list of catalogue wallets (planted or from another version)', async () => {
    const platform = memoryPlatform()
    server.routes({ 'GET /getWallets': catalogue(many(10)) })
    await fetchRecommendedWallets(testPortico(servicesAt(server), platform))
    for (const key of platform.store.keys())
      if (key.includes('catalogue:recommended'))
        platform.store.set(key, JSON.stringify({ timestamp: Date.now(), value: [{ id: 7, name: null }] }))
    server.routes({ 'GET /getWallets': (_, response) => json(response, 503, {}) })
    const p = testPortico(servicesAt(server), reloaded(platform))
    await expect(fetchRecommendedWallets(p)).rejects.toMatchObject({ code: 'HTTP_STATUS' })
    expect(p.$wallets.get().recommended.map((w) => w.id)).not.toContain(7)
    expect(p.$wallets.get().recommended.map((w) => w.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
    ])
  })

  it('names well-known wallets on a first visit the service cannot answer, and the catalogue’s once it answers', async () => {
    // The connection is dropped before any answer, as when the service cannot be reached.
    server.routes({ 'GET /getWallets': (_, response) => response.socket?.destroy() })
    const p = testPortico({ ...servicesAt(server), excludeWalletIds: [BUILTIN_RAINBOW_ID] })
    await expect(fetchRecommendedWallets(p)).rejects.toMatchObject({ code: 'REQUEST_FAILED' })
    const shown = p.$wallets.get().recommended
    expect(shown.map((w) => w.name)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Phantom'])
    for (const wallet of shown) {
      expect(wallet.chains).toEqual([DEVNET_CHAIN])
      expect(wallet.image_url).toMatch(/^data:image\/svg\+xml,/)
      expect(wallet.mobile_link).toMatch(/^[a-z]+:\/\/$/)
    }
    expect(p.$wallets.get().status.recommended).toBe('error')

    server.routes({ 'GET /getWallets': catalogue(many(10)) })
    await fetchRecommendedWallets(p)
    expect(p.$wallets.get().recommended.map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3'])
  })
})

describe('all-wallets pages', () => {
  it('asks for pages of 40, appends them without duplicates or wallets of other networks, and never lowers the count', async () => {
    const wallets = [...many(40), wallet(5, { name: 'Again' }), wallet(99, { chains: ['eip155:1'] }), ...many(10, 40)]
    server.routes({ 'GET /getWallets': catalogue(wallets, (request) => (request.query.page === '1' ? 500 : 52)) })
    const p = testPortico(servicesAt(server))
    await fetchWallets(p, { page: 1 })
    expect(server.received('GET /getWallets')[0]?.query).toMatchObject({
      page: '1',
      entries: '40',
      chains: DEVNET_CHAIN,
    })
    expect(p.$wallets.get()).toMatchObject({ page: 1, count: 500 })
    await fetchWallets(p, { page: 2 })
    const ids = p.$wallets.get().wallets.map((w) => w.id)
    expect(ids).toHaveLength(50)
    expect(new Set(ids).size).toBe(50)
    expect(ids).not.toContain('w99')
    expect(p.$wallets.get()).toMatchObject({ page: 2, count: 500 })
    expect(p.$wallets.get().status.page).toBe('success')
  })

  it('excludes the featured and recommended wallets already shown', async () => {
    server.routes({ 'GET /getWallets': catalogue(many(10)) })
    const p = testPortico({ ...servicesAt(server), featuredWalletIds: ['w0'], excludeWalletIds: ['w9'] })
    await fetchRecommendedWallets(p)
    await fetchWallets(p, { page: 1 })
    const query = server.received('GET /getWallets')[1]?.query
    expect(query?.exclude?.split(',').sort()).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w9'])
  })

  it('loads images for the first 20 wallets of a page only', async () => {
    server.routes({ 'GET /getWallets': catalogue(many(40)), 'GET /getWalletImage/*': image })
    const { platform } = browserLike()
    const p = testPortico(servicesAt(server), platform)
    await fetchWallets(p, { page: 1 })
    const asked = server.received('GET /getWalletImage/*').map((r) => r.path)
    expect(asked).toHaveLength(20)
    expect(asked).toEqual(many(20).map((w) => `/getWalletImage/${w.image_id}`))
    expect(p.$wallets.get().images.w0).toBe('blob:1')
  })

  it('records a failure in the status and throws it', async () => {
    server.routes({ 'GET /getWallets': (_, response) => json(response, 500, {}) })
    const p = testPortico(servicesAt(server))
    await expect(fetchWallets(p, { page: 1 })).rejects.toThrow('HTTP status code 500')
    expect(p.$wallets.get().status.page).toBe('error')
  })
})

describe('wallet images', () => {
  it('in Node returns the direct catalogue address without any request', async () => {
    server.routes({})
    const p = testPortico({ ...servicesAt(server), projectId: 'p-img' })
    const url = await fetchWalletImage(p, wallet(3))
    expect(url).toBe(`${server.url}/getWalletImage/img3?projectId=p-img&st=appkit&sv=portico-0.1.0`)
    expect(server.requests).toEqual([])
  })

  it("uses a wallet's own image URL as it is, and fetches an image once", async () => {
    server.routes({ 'GET /getWalletImage/*': image })
    const p = testPortico(servicesAt(server), browserLike().platform)
    expect(await fetchWalletImage(p, { id: 'c', image_url: 'https://img.example/c.png' })).toBe(
      'https://img.example/c.png',
    )
    await fetchWalletImage(p, wallet(1))
    await fetchWalletImage(p, wallet(1))
    expect(server.received('GET /getWalletImage/*')).toHaveLength(1)
  })
})

describe('search', () => {
  it('sends the trimmed text with 100 entries and publishes the results only after the image wait', async () => {
    server.routes({ 'GET /getWallets': catalogue(many(30)) })
    const clock = manualTimers()
    const p = testPortico(servicesAt(server), clock.platform)
    const done = searchWallets(p, { search: '  wallet 1  ' })
    await expect.poll(() => clock.pending()).toBe(1)
    expect(server.received('GET /getWallets')[0]?.query).toMatchObject({ search: 'wallet 1', entries: '100' })
    expect(p.$wallets.get().status.search).toBe('pending')
    clock.advance(299)
    expect(p.$wallets.get().search).toEqual([])
    clock.advance(1)
    await done
    expect(p.$wallets.get().searchText).toBe('wallet 1')
    expect(p.$wallets.get().search.map((w) => w.id)).toEqual(['w1', ...many(10, 10).map((w) => w.id)])
    expect(p.$wallets.get().status.search).toBe('success')
  })

  it('never lets an older search overwrite a newer one', async () => {
    const respond = catalogue(many(30))
    let releaseOld: () => void = () => undefined
    server.routes({
      'GET /getWallets': (request, response) => {
        if (request.query.search === 'wallet 2') releaseOld = () => respond(request, response)
        else respond(request, response)
      },
    })
    const clock = manualTimers()
    const p = testPortico(servicesAt(server), clock.platform)
    const older = searchWallets(p, { search: 'wallet 2' })
    await expect.poll(() => server.received('GET /getWallets').length).toBe(1)
    const newer = searchWallets(p, { search: 'wallet 15' })
    await expect.poll(() => clock.pending()).toBe(1)
    clock.advance(300)
    await newer
    releaseOld()
    await expect.poll(() => clock.pending()).toBe(1)
    clock.advance(300)
    await older
    expect(p.$wallets.get().searchText).toBe('wallet 15')
    expect(p.$wallets.get().search.map((w) => w.id)).toEqual(['w15'])
  })

  it('clears the results for blank text without asking', async () => {
    server.routes({})
    const p = testPortico(servicesAt(server))
    expect(await searchWallets(p, { search: '   ' })).toEqual([])
    expect(p.$wallets.get()).toMatchObject({ search: [], searchText: '' })
    expect(server.requests).toEqual([])
  })
})

describe('exclusions, phones, custom, recent and installed wallets', () => {
  it('drops wallets and hides connectors of excluded wallets, matched by rdns or by name ignoring case', async () => {
    const excludedWallet = wallet(1, { name: 'Shady Wallet', rdns: 'io.shady' })
    server.routes({
      'GET /getWallets': catalogue([
        excludedWallet,
        wallet(2, { name: 'SHADY WALLET', rdns: null }),
        wallet(3, { rdns: 'io.shady' }),
        wallet(4),
      ]),
    })
    const p = testPortico({ ...servicesAt(server), excludeWalletIds: ['w1'] })
    await fetchExcludedWallets(p)
    expect(p.$wallets.get().excluded).toEqual([{ name: 'Shady Wallet', rdns: 'io.shady' }])
    await fetchWallets(p, { page: 1 })
    expect(p.$wallets.get().wallets.map((w) => w.id)).toEqual(['w4'])
    p.$connectors.set({ ...p.$connectors.get(), all: [announced('shady', 'io.shady'), announced('fine', 'io.fine')] })
    expect(visibleConnectors(p).map((c) => c.id)).toEqual(['fine'])
  })

  it('on a phone drops wallets with neither a mobile nor a web-app link, but keeps custom wallets', async () => {
    server.routes({
      'GET /getWallets': catalogue([
        wallet(1),
        wallet(2, { mobile_link: undefined, webapp_link: 'https://w2.example' }),
        wallet(3, { mobile_link: undefined }),
      ]),
    })
    const p = testPortico(
      { ...servicesAt(server), customWallets: [{ id: 'mine', name: 'Our Wallet' }] },
      memoryPlatform({ isMobile: true }),
    )
    await fetchWallets(p, { page: 1 })
    syncLocalWallets(p)
    expect(p.$wallets.get().wallets.map((w) => w.id)).toEqual(['w1', 'w2'])
    expect(p.$wallets.get().custom).toEqual([{ id: 'mine', name: 'Our Wallet', custom: true, installed: false }])
  })

  it('lists at most 2 recent wallets', () => {
    const p = testPortico(servicesAt(server))
    p.$connection.set({ ...p.$connection.get(), recentWallets: [wallet(1), wallet(2), wallet(3)] })
    syncLocalWallets(p)
    expect(p.$wallets.get().recent.map((w) => w.id)).toEqual(['w1', 'w2'])
  })

  it('marks wallets installed from the discovered connectors, also when they are discovered later', async () => {
    server.routes({ 'GET /getWallets': catalogue(many(3)) })
    const p = testPortico(servicesAt(server))
    p.$connectors.set({ ...p.$connectors.get(), all: [announced('a', 'io.w0')] })
    await fetchWallets(p, { page: 1 })
    expect(p.$wallets.get().wallets.map((w) => w.installed)).toEqual([true, false, false])
    const stop = watchCatalogue(p)
    p.$connectors.set({ ...p.$connectors.get(), all: [announced('a', 'io.w0'), announced('b', 'io.w2')] })
    expect(p.$wallets.get().wallets.map((w) => w.installed)).toEqual([true, false, true])
    stop()
  })
})

describe('prefetch', () => {
  it("asks nothing at start-up and prefetches the Connect view and All Wallets' first page when the modal first opens", async () => {
    server.routes({ 'GET /getWallets': catalogue(many(10)) })
    const p = testPortico({ ...servicesAt(server), featuredWalletIds: ['w3'], excludeWalletIds: ['w9'] })
    const stop = watchCatalogue(p)
    await new Promise((resolve) => setImmediate(resolve))
    expect(server.requests).toEqual([])
    open(p)
    await expect.poll(() => p.$wallets.get().status.recommended).toBe('success')
    expect(p.$wallets.get().featured.map((w) => w.id)).toEqual(['w3'])
    expect(p.$wallets.get().excluded).toEqual([{ name: 'Wallet 9', rdns: 'io.w9' }])
    // The three Connect lists, then All Wallets' first page, asked once they are in (so All Wallets opens full).
    await expect.poll(() => p.$wallets.get().status.page).toBe('success')
    expect(server.received('GET /getWallets')).toHaveLength(4)
    stop()
  })
})
