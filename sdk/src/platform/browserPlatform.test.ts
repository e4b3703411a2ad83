import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserPlatform } from './browserPlatform'
import { defaultPlatform } from './defaultPlatform'

// Node has no browser: the few browser globals are stubbed with vi.stubGlobal to show *when* they are read.
describe('browserPlatform', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('can be created where there is no window (nothing is read until used)', () => {
    expect(typeof globalThis.window).toBe('undefined')
    expect(() => browserPlatform()).not.toThrow()
  })

  it('reads navigator at call time', () => {
    const platform = browserPlatform()
    vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) })
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Telegram-Android/10.11',
      maxTouchPoints: 5,
      languages: ['de-DE'],
    })
    expect(platform.facts()).toMatchObject({ isAndroid: true, isInAppBrowser: true, languages: ['de-DE'] })
  })

  it('opens links the URL policy allows, with noopener, and refuses the others before the browser sees them', () => {
    const opened: unknown[][] = []
    vi.stubGlobal('window', { open: (...args: unknown[]) => void opened.push(args) })
    const platform = browserPlatform()
    platform.openLink('https://checkout.example', '_blank')
    platform.openLink('metamask://wc?uri=x', '_self')
    for (const hostile of [
      'javascript://%0aalert(document.domain)//',
      ' javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      'rainbow:',
    ])
      expect(() => platform.openLink(hostile, '_self'), hostile).toThrow(
        expect.objectContaining({ code: 'UNSAFE_URL' }),
      )
    expect(opened).toEqual([
      ['https://checkout.example', '_blank', 'noreferrer noopener'],
      ['metamask://wc?uri=x', '_self', 'noreferrer noopener'],
    ])
  })

  it('opens a named blank popup keeping its handle (no noopener), and hears only the messages its page posts', () => {
    const opened: unknown[][] = []
    const navigated: string[] = []
    const popup = {
      closed: false,
      location: { assign: (url: string) => navigated.push(url) },
      close() {
        this.closed = true
      },
    }
    const page = new EventTarget()
    vi.stubGlobal('window', {
      open: (...args: unknown[]) => {
        opened.push(args)
        return popup
      },
      addEventListener: page.addEventListener.bind(page),
      removeEventListener: page.removeEventListener.bind(page),
    })
    const post = (source: unknown, data: unknown) =>
      page.dispatchEvent(Object.assign(new Event('message'), { source, data, origin: 'https://secure.example' }))
    const handle = browserPlatform().openWindow?.('popupWindow')
    expect(opened).toEqual([['about:blank', 'popupWindow', 'popup,width=600,height=700']])
    handle?.navigate('https://provider.example/consent')
    expect(navigated).toEqual(['https://provider.example/consent'])

    const heard: unknown[] = []
    const stop = handle?.onMessage(({ data, origin }) => heard.push({ data, origin }))
    post({}, { from: 'another window' })
    post(popup, { resultUri: 'https://secure.example/callback?state=s&code=c' })
    stop?.()
    post(popup, { after: 'unsubscribed' })
    expect(heard).toEqual([
      { data: { resultUri: 'https://secure.example/callback?state=s&code=c' }, origin: 'https://secure.example' },
    ])
    expect(handle?.isClosed()).toBe(false)
    handle?.close()
    expect(handle?.isClosed()).toBe(true)
  })

  it('answers null when the browser blocked the popup', () => {
    vi.stubGlobal('window', { open: () => null })
    expect(browserPlatform().openWindow?.('popupWindow')).toBeNull()
  })

  it('falls back to session-only storage when the browser refuses localStorage', () => {
    vi.stubGlobal('window', {
      get localStorage() {
        throw new Error('SecurityError')
      },
    })
    const platform = browserPlatform()
    platform.storage.setItem('k', 'v')
    expect(platform.storage.getItem('k')).toBe('v')
  })

  it('uses localStorage when allowed', () => {
    const backing = new Map<string, string>()
    const localStorage = {
      getItem: (k: string) => backing.get(k) ?? null,
      setItem: (k: string, v: string) => void backing.set(k, v),
      removeItem: (k: string) => void backing.delete(k),
    }
    vi.stubGlobal('window', { localStorage })
    browserPlatform().storage.setItem('@portico/x', '1')
    expect(backing.get('@portico/x')).toBe('1')
  })
})

describe('defaultPlatform', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is the server platform outside a browser: memory storage, desktop facts, none of the test handles', () => {
    const platform = defaultPlatform()
    platform.storage.setItem('k', 'v')
    expect(platform.storage.getItem('k')).toBe('v')
    expect(platform.facts().isMobile).toBe(false)
    expect('store' in platform).toBe(false)
    expect(platform.openWindow).toBeUndefined()
  })

  it('is the browser platform when window and document exist', () => {
    vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) })
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    expect(defaultPlatform().isVisible()).toBe(false)
  })
})
