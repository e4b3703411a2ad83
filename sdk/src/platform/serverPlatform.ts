import type { Platform, PlatformFacts, PlatformStorage, TimerHandle } from './types'

/** What a platform without a user agent reports: a desktop, in UTC, in English. */
const DESKTOP_FACTS: PlatformFacts = {
  isMobile: false,
  isIos: false,
  isAndroid: false,
  isMac: false,
  isInAppBrowser: false,
  isAppleMobileBrowser: false,
  timeZone: 'UTC',
  languages: ['en'],
}

/** Storage in a Map of raw strings, by key. */
export function mapStorage(store: Map<string, string>): PlatformStorage {
  return {
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, String(value)),
    removeItem: (key) => void store.delete(key),
  }
}

/**
 * The platform where there is no page (a server rendering the app, a Node script): storage in memory for the life
 * of the process; the global `fetch`, clock and timers, read at call time (fake timers installed later still drive
 * it); desktop facts; a page event target of its own; no link, window or clipboard to reach (opening a link does
 * nothing). `defaultPlatform()` picks it outside a browser. `memoryPlatform()` is this platform plus the handles a
 * test drives; a browser app does not carry those.
 */
export function serverPlatform(facts: Partial<PlatformFacts> = {}): Platform & { events: EventTarget } {
  const allFacts: PlatformFacts = { ...DESKTOP_FACTS, ...facts }
  return {
    storage: mapStorage(new Map()),
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => Date.now(),
    setTimeout: (callback, ms): TimerHandle => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
    openLink: () => undefined,
    writeClipboard: async () => undefined,
    isVisible: () => true,
    onVisibilityChange: () => () => undefined,
    facts: () => allFacts,
    events: new EventTarget(),
  }
}
