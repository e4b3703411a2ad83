import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '../constants'
import { refuseUnopenable } from './refuseUnopenable'
import { mapStorage, serverPlatform } from './serverPlatform'
import type { Platform, PlatformStorage, PlatformWindow } from './types'
import { userAgentFacts } from './userAgentFacts'

function pickStorage(): PlatformStorage {
  try {
    const storage = window.localStorage
    const probe = '__portico_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    // Storage is forbidden here (private modes, blocked cookies); falling back to memory is the designed behaviour,
    // not an error: the session still works, unpersisted.
    return mapStorage(new Map())
  }
}

function browserWindow(opened: Window): PlatformWindow {
  return {
    navigate: (url) => opened.location.assign(refuseUnopenable(url, 'web')),
    onMessage: (handler) => {
      const listener = (event: MessageEvent) => event.source === opened && handler(event)
      window.addEventListener('message', listener)
      return () => window.removeEventListener('message', listener)
    },
    isClosed: () => opened.closed,
    close: () => opened.close(),
  }
}

/**
 * The platform of a web page: the server platform's fetch, clock and timers (the page's own, read at call time), with
 * the page's storage, links, clipboard, visibility, events, wallet and windows. It reads window, document and
 * navigator only when one of its functions is called, never when this module is imported, so importing it on a
 * server is safe.
 */
export function browserPlatform(): Platform {
  let storage: PlatformStorage | undefined
  return {
    ...serverPlatform(),
    get storage() {
      storage ??= pickStorage()
      return storage
    },
    openLink: (url, target = '_blank') => void window.open(refuseUnopenable(url), target, 'noreferrer noopener'),
    writeClipboard: (text) => navigator.clipboard.writeText(text),
    isVisible: () => document.visibilityState !== 'hidden',
    onVisibilityChange: (listener) => {
      const handler = () => listener(document.visibilityState !== 'hidden')
      document.addEventListener('visibilitychange', handler)
      return () => document.removeEventListener('visibilitychange', handler)
    },
    get events() {
      return window
    },
    injectedProvider: () => (window as { ethereum?: unknown }).ethereum,
    injectedGlobal: (name) => (window as unknown as Record<string, unknown>)[name],
    createObjectUrl: (blob) => URL.createObjectURL(blob),
    openWindow: (name) => {
      // No 'noopener': the SDK keeps the handle to send the window on, and the page in it posts back to the opener.
      const opened = window.open(
        'about:blank',
        name,
        `popup,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX}`,
      )
      return opened && browserWindow(opened)
    },
    facts: () =>
      userAgentFacts({
        userAgent: navigator.userAgent,
        maxTouchPoints: navigator.maxTouchPoints,
        coarsePointer: typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        languages: navigator.languages,
      }),
  }
}
