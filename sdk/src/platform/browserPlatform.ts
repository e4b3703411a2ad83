import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '../constants'
import type { Platform, PlatformStorage, PlatformWindow, TimerHandle } from './types'
import { userAgentFacts } from './userAgentFacts'

// Used when the browser refuses storage (private modes, blocked cookies): the session still works, unpersisted.
function sessionOnlyStorage(): PlatformStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function pickStorage(): PlatformStorage {
  try {
    const storage = window.localStorage
    const probe = '__portico_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    // Storage is forbidden here; falling back to memory is the designed behaviour, not an error.
    return sessionOnlyStorage()
  }
}

function browserWindow(opened: Window): PlatformWindow {
  return {
    navigate: (url) => opened.location.assign(url),
    sameOriginUrl: () => {
      try {
        return opened.location.href
      } catch {
        // On another origin the browser refuses to tell the address: that is the answer, "not back yet".
        return undefined
      }
    },
    isClosed: () => opened.closed,
    close: () => opened.close(),
  }
}

/**
 * The platform of a web page. It reads window, document and navigator only when one of its functions is
 * called, never when this module is imported, so importing it on a server is safe.
 */
export function browserPlatform(): Platform {
  let storage: PlatformStorage | undefined
  return {
    get storage() {
      storage ??= pickStorage()
      return storage
    },
    fetch: (input, init) => window.fetch(input, init),
    now: () => Date.now(),
    setTimeout: (callback, ms): TimerHandle => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    openLink: (url, target = '_blank') => void window.open(url, target, 'noreferrer noopener'),
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
    createObjectUrl: (blob) => URL.createObjectURL(blob),
    openWindow: (name) => {
      // No 'noopener': the SDK keeps the handle to send the window on and to read where it came back to.
      const opened = window.open('about:blank', name, `popup,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX}`)
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
