import type { Platform, PlatformStorage, TimerHandle } from './types'
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
