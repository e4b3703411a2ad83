import { describe, expect, it } from 'vitest'
import { deepLinkFor, formatNativeUrl, formatUniversalUrl } from './deepLinks'

const WC = 'wc:7f6e@2?relay-protocol=irn&symKey=58e3&expiryTimestamp=1700000240'
const ENCODED = encodeURIComponent(WC)

describe('formatNativeUrl', () => {
  it.each([
    ['rainbow://', `rainbow://wc?uri=${ENCODED}`],
    ['rainbow://app', `rainbow://app/wc?uri=${ENCODED}`],
    ['rainbow://app/', `rainbow://app/wc?uri=${ENCODED}`],
    // Schemes written without `://` are fixed.
    ['rainbow', `rainbow://wc?uri=${ENCODED}`],
    ['rainbow:', `rainbow://wc?uri=${ENCODED}`],
    ['rainbow:/', `rainbow://wc?uri=${ENCODED}`],
    // A web link is a universal link.
    ['https://rnbwapp.com', `https://rnbwapp.com/wc?uri=${ENCODED}`],
  ])('%s → %s', (appUrl, expected) => {
    expect(formatNativeUrl(appUrl, WC)).toBe(expected)
  })

  it('encodes the whole pairing URI so the wallet gets it back intact', () => {
    const url = formatNativeUrl('rainbow://', WC)
    expect(new URL(url.replace('rainbow://', 'https://x/')).searchParams.get('uri')).toBe(WC)
  })
})

describe('formatUniversalUrl', () => {
  it.each([
    ['https://metamask.app.link', `https://metamask.app.link/wc?uri=${ENCODED}`],
    ['https://metamask.app.link/', `https://metamask.app.link/wc?uri=${ENCODED}`],
    ['https://link.trustwallet.com/open', `https://link.trustwallet.com/open/wc?uri=${ENCODED}`],
    // A scheme is formatted as an app link.
    ['trust://', `trust://wc?uri=${ENCODED}`],
  ])('%s → %s', (webUrl, expected) => {
    expect(formatUniversalUrl(webUrl, WC)).toBe(expected)
  })
})

describe('deepLinkFor', () => {
  const mobile = { isMobile: true }
  const desktop = { isMobile: false }
  const wallet = {
    name: 'Wallet',
    mobile_link: 'wallet://',
    desktop_link: 'walletdesktop://',
    webapp_link: 'https://web.wallet.example',
    link_mode: 'https://link.wallet.example',
  }

  it.each([
    [
      'mobile: the universal link is preferred',
      wallet,
      mobile,
      `https://link.wallet.example/wc?uri=${ENCODED}`,
      'universal',
      '_blank',
    ],
    [
      'mobile: the app link without a universal link',
      { ...wallet, link_mode: null },
      mobile,
      `wallet://wc?uri=${ENCODED}`,
      'native',
      '_self',
    ],
    [
      'mobile: a universal mobile link',
      { name: 'W', mobile_link: 'https://w.example/app' },
      mobile,
      `https://w.example/app/wc?uri=${ENCODED}`,
      'universal',
      '_blank',
    ],
    [
      'mobile: the web app when nothing else',
      { name: 'W', webapp_link: 'https://web.w.example' },
      mobile,
      `https://web.w.example/wc?uri=${ENCODED}`,
      'universal',
      '_blank',
    ],
    ['desktop: the desktop app', wallet, desktop, `walletdesktop://wc?uri=${ENCODED}`, 'native', '_self'],
    [
      'desktop: the web app without a desktop app',
      { ...wallet, desktop_link: '' },
      desktop,
      `https://web.wallet.example/wc?uri=${ENCODED}`,
      'universal',
      '_blank',
    ],
  ] as const)('%s', (_case, w, facts, url, kind, target) => {
    expect(deepLinkFor(w, WC, facts)).toMatchObject({ url, kind, target })
  })

  it('has no link for a wallet without one for the device (the QR code is the way)', () => {
    expect(deepLinkFor({ name: 'W', mobile_link: 'w://' }, WC, desktop)).toBeUndefined()
    expect(deepLinkFor({ name: 'W', desktop_link: undefined }, WC, mobile)).toBeUndefined()
  })

  it('names the base link as the choice to remember', () => {
    expect(deepLinkFor({ ...wallet, link_mode: null }, WC, mobile)?.href).toBe('wallet://')
    expect(deepLinkFor({ name: 'W', mobile_link: 'w' }, WC, mobile)?.href).toBe('w://')
    expect(deepLinkFor(wallet, WC, mobile)?.href).toBe('https://link.wallet.example/')
  })
})

describe('deep links and the URL policy', () => {
  const hostile = [
    'javascript://%0aalert(document.domain)//',
    'javascript:alert(1)',
    ' JAVASCRIPT://x',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/1',
    'about:blank',
    'http://plain.example',
    'java\tscript://x',
  ]

  it.each(hostile)('never builds a link from %j, on either device', (link) => {
    const wallet = { name: 'Evil', mobile_link: link, desktop_link: link, webapp_link: link, link_mode: link }
    expect(deepLinkFor(wallet, WC, { isMobile: true })).toBeUndefined()
    expect(deepLinkFor(wallet, WC, { isMobile: false })).toBeUndefined()
  })

  it('skips a refused link and takes the next usable one', () => {
    const wallet = { name: 'W', desktop_link: 'javascript://%0aalert(1)//', webapp_link: 'https://web.w.example' }
    expect(deepLinkFor(wallet, WC, { isMobile: false })).toMatchObject({
      url: `https://web.w.example/wc?uri=${ENCODED}`,
      target: '_blank',
    })
  })

  it('the formatters refuse an unsafe base or a pairing that is not wc:', () => {
    expect(() => formatNativeUrl('javascript:alert(1)', WC)).toThrow('This link is not safe to open')
    expect(() => formatUniversalUrl('data:text/html,x', WC)).toThrow('This link is not safe to open')
    expect(() => formatNativeUrl('rainbow://', 'javascript:alert(1)')).toThrow('This link is not safe to open')
  })
})
