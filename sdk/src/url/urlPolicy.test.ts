import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors'
import { checkUrl } from './checkUrl'
import {
  allowedUrlOrUndefined,
  isAppLink,
  isImageUrl,
  isLoopbackHost,
  isPairingUri,
  isSocketUrl,
  isWebUrl,
} from './urlPolicy'

// Links a hostile catalogue entry or a compromised service could carry. Each one runs script, reads a local file or
// replaces the page when a browser opens it.
const HOSTILE = [
  'javascript://%0aalert(document.domain)//',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript://x',
  'javascript\u0000://x',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/0f0e',
  'about:blank',
  'about://blank',
]

describe('the URL policy', () => {
  it('knows loopback hosts', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ['example.com', '128.0.0.1', '127.0.0.1.example.com', 'localhost.example.com', '10.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false)
  })

  it('web: https anywhere, http only on this machine', () => {
    expect(isWebUrl('https://wallet.example/path?q=1')).toBe(true)
    expect(isWebUrl('http://127.0.0.1:8787')).toBe(true)
    expect(isWebUrl('http://localhost:5173/app')).toBe(true)
    expect(isWebUrl(' https://wallet.example ')).toBe(true)
    for (const bad of [
      'http://wallet.example',
      'ftp://x.example',
      'wss://relay.example',
      'metamask://',
      '/relative',
      'wallet.example',
      '',
      42,
      undefined,
      null,
      ...HOSTILE,
    ])
      expect(isWebUrl(bad), String(bad)).toBe(false)
  })

  it("app links: web URLs and the wallet's own scheme://, never a scheme that runs in the page", () => {
    for (const good of [
      'metamask://',
      'rainbow://wc',
      'devnetwallet://wc?uri=x',
      'my-wallet.app+x://open',
      'https://link.wallet.example/wc',
      'http://127.0.0.1:9000/wc',
    ])
      expect(isAppLink(good), good).toBe(true)
    for (const bad of ['rainbow:', 'rainbow', 'http://wallet.example', 'wc:abc@2', '1wallet://x', ...HOSTILE])
      expect(isAppLink(bad), JSON.stringify(bad)).toBe(false)
  })

  it('images: web URLs, data:image and blob:', () => {
    for (const good of [
      'https://img.example/a.png',
      'http://127.0.0.1:8787/getWalletImage/x',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,<svg/>',
      'blob:http://127.0.0.1:5173/0f0e',
    ])
      expect(isImageUrl(good), good).toBe(true)
    for (const bad of [
      'http://img.example/a.png',
      'data:text/html,<b>',
      'data:,x',
      'javascript:alert(1)',
      'file:///a.png',
      '',
    ])
      expect(isImageUrl(bad), bad).toBe(false)
  })

  it('pairing links are wc: only; the relay is wss:, or ws: on loopback', () => {
    expect(isPairingUri('wc:7f6e1a@2?relay-protocol=irn&symKey=aa&expiryTimestamp=1')).toBe(true)
    for (const bad of ['javascript:alert(1)', 'https://wc.example', 'wc:', 'WC'])
      expect(isPairingUri(bad), bad).toBe(false)
    expect(isSocketUrl('wss://relay.example')).toBe(true)
    expect(isSocketUrl('ws://127.0.0.1:8789')).toBe(true)
    expect(isSocketUrl('ws://relay.example')).toBe(false)
    expect(isSocketUrl('https://relay.example')).toBe(false)
  })

  it('keeps an allowed value (ends trimmed) and drops any other', () => {
    expect(allowedUrlOrUndefined('  metamask://  ', 'appLink')).toBe('metamask://')
    expect(allowedUrlOrUndefined('javascript://%0aalert(1)//', 'appLink')).toBeUndefined()
    expect(allowedUrlOrUndefined(7, 'web')).toBeUndefined()
  })

  it('checkUrl throws a typed UNSAFE_URL naming the kind', () => {
    expect(checkUrl(' https://x.example ', 'web')).toBe('https://x.example')
    let thrown: unknown
    try {
      checkUrl('javascript:alert(1)', 'appLink')
    } catch (error) {
      thrown = error
    }
    expect(isPorticoError(thrown, 'UNSAFE_URL')).toBe(true)
    expect(thrown).toMatchObject({ params: { kind: 'appLink' }, message: 'This link is not safe to open' })
  })
})
