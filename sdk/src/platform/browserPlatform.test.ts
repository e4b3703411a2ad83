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

  it('opens a named blank popup keeping its handle (no noopener), and reads its address only while same-origin', () => {
    const opened: unknown[][] = []
    let href: () => string = () => 'about:blank'
    const popup = {
      closed: false,
      location: {
        get href() {
          return href()
        },
        assign: (url: string) => {
          href = () => {
            throw new DOMException(`Blocked a frame from accessing ${url}`, 'SecurityError')
          }
        },
      },
      close() {
        this.closed = true
      },
    }
    vi.stubGlobal('window', {
      open: (...args: unknown[]) => {
        opened.push(args)
        return popup
      },
    })
    const handle = browserPlatform().openWindow?.('popupWindow')
    expect(opened).toEqual([['about:blank', 'popupWindow', 'popup,width=600,height=700']])
    expect(handle?.sameOriginUrl()).toBe('about:blank')
    handle?.navigate('https://provider.example/consent')
    expect(handle?.sameOriginUrl()).toBeUndefined()
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
