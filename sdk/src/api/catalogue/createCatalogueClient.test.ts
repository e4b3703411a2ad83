import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { createCatalogueClient } from './createCatalogueClient'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

const catalogue = () => createCatalogueClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: 'portico-test' })
const common = { projectId: 'p1', st: 'appkit', sv: 'portico-test' }

describe('getWallets', () => {
  it('sends the page, trimmed search and lists as comma-separated values', async () => {
    server.handle((_req, res) => json(res, 200, { data: [{ id: 'w1', name: 'One', rdns: null }], count: 1 }))
    const answer = await catalogue().getWallets({
      page: 2,
      entries: 100,
      search: '  rain  ',
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'solana:5eykt4'],
      names: [],
      rdns: ['io.example'],
      badgeType: 'certified',
    })
    expect(answer).toEqual({ data: [{ id: 'w1', name: 'One', rdns: null }], count: 1 })
    expect(server.requests[0]?.path).toBe('/getWallets')
    expect(server.requests[0]?.query).toEqual({
      ...common,
      page: '2',
      entries: '100',
      search: 'rain',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,solana:5eykt4',
      rdns: 'io.example',
      badge_type: 'certified',
    })
  })

  it('asks for page 1 of 40 by default and leaves a blank search out', async () => {
    server.handle((_req, res) => json(res, 200, { data: [], count: 0 }))
    await catalogue().getWallets({ search: '   ' })
    expect(server.requests[0]?.query).toEqual({ ...common, page: '1', entries: '40' })
  })

  it('drops a link or image the URL policy refuses and keeps the wallet (nulls stay absent)', async () => {
    const evil = {
      id: 'evil',
      name: '<img src=x onerror=alert(1)>',
      image_url: 'javascript:alert(1)',
      homepage: 'http://plain.example',
      mobile_link: 'javascript://%0aalert(document.domain)//',
      desktop_link: ' data:text/html,<script>alert(1)</script>',
      webapp_link: 'vbscript:msgbox(1)',
      app_store: 'file:///etc/passwd',
      play_store: 42,
    }
    const fine = {
      id: 'fine',
      name: 'Fine',
      image_url: 'https://img.example/f.png',
      mobile_link: 'rainbow:',
      desktop_link: null,
      webapp_link: ' https://web.example ',
    }
    server.handle((_req, res) => json(res, 200, { data: [evil, fine], count: 2 }))
    const { data } = await catalogue().getWallets()
    expect(data).toEqual([
      { id: 'evil', name: '<img src=x onerror=alert(1)>' },
      {
        id: 'fine',
        name: 'Fine',
        image_url: 'https://img.example/f.png',
        mobile_link: 'rainbow://',
        webapp_link: 'https://web.example',
      },
    ])
  })

  it('names the field of a wallet without a name', async () => {
    server.handle((_req, res) => json(res, 200, { data: [{ id: 'w1', name: 'One' }, { id: 'w2' }], count: 2 }))
    await expect(catalogue().getWallets()).rejects.toThrow('Invalid response: data.1.name: ')
  })
})

describe('images', () => {
  it.each([
    ['getWalletImage', '/getWalletImage/img%201'],
    ['getAssetImage', '/public/getAssetImage/img%201'],
    ['getCurrencyImage', '/public/getCurrencyImage/img%201'],
    ['getTokenImage', '/public/getTokenImage/img%201'],
  ] as const)('%s fetches %s as a blob', async (method, path) => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml' })
      res.end('<svg/>')
    })
    const blob = await catalogue()[method]('img 1')
    expect(await blob.text()).toBe('<svg/>')
    expect(server.requests[0]?.path).toBe(path)
    expect(server.requests[0]?.query).toEqual(common)
  })
})

describe('origins, analytics config and remote config', () => {
  it('returns the allowed origins, or an empty list when the service fails', async () => {
    server.handle((_req, res) => json(res, 200, { allowedOrigins: ['https://dapp.example'] }))
    await expect(catalogue().getAllowedOrigins()).resolves.toEqual(['https://dapp.example'])
    expect(server.requests[0]?.path).toBe('/projects/v1/origins')
    server.handle((_req, res) => json(res, 500, {}))
    await expect(catalogue().getAllowedOrigins()).resolves.toEqual([])
    server.handle((_req, res) => json(res, 200, { allowedOrigins: 'everything' }))
    await expect(catalogue().getAllowedOrigins()).resolves.toEqual([])
  })

  it('returns the analytics switch, or analytics off when the service fails', async () => {
    server.handle((_req, res) => json(res, 200, { isAnalyticsEnabled: true }))
    await expect(catalogue().getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: true })
    expect(server.requests[0]?.path).toBe('/getAnalyticsConfig')
    server.handle((_req, res) => json(res, 403, {}))
    await expect(catalogue().getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: false })
  })

  it('rethrows a caller abort instead of falling back', async () => {
    await expect(catalogue().getAllowedOrigins({ signal: AbortSignal.abort() })).rejects.toThrow('Request was aborted')
  })

  it('returns the remote features and keeps unknown feature ids', async () => {
    const features = [
      { id: 'swap', isEnabled: true, config: ['1inch'] },
      { id: 'future_feature', isEnabled: false, config: null },
    ]
    server.handle((_req, res) => json(res, 200, { features }))
    await expect(catalogue().getRemoteConfig()).resolves.toEqual({ features })
    expect(server.requests[0]?.path).toBe('/appkit/v1/config')
  })
})
