import { refuseUnopenable } from './refuseUnopenable'
import { mapStorage, serverPlatform } from './serverPlatform'
import type { FrameMessageEvent, Platform, PlatformFacts, PlatformWindow } from './types'

/** A window opened on a memory platform, with what a test needs to play the user and the other site. */
export interface MemoryWindow extends PlatformWindow {
  readonly name: string
  /** Where the app sent the window, in order. */
  readonly navigations: string[]
  /** The page in the window posts `data` to the app from `origin` (heard through `onMessage`). */
  post(data: unknown, origin: string): void
}

/** A memory platform, plus what a test needs to look at or drive. */
export interface MemoryPlatform extends Platform {
  /** The raw stored strings, by key. */
  readonly store: Map<string, string>
  /** Links opened, in order. */
  readonly openedLinks: { url: string; target: string | undefined }[]
  /** The last text written to the clipboard. */
  readonly clipboard: { text: string | undefined }
  /** Shows or hides the page, notifying visibility listeners. */
  setVisible(visible: boolean): void
  /** A page event target of its own, where test wallets announce themselves (EIP-6963). */
  readonly events: EventTarget
  /** Sets (or removes) the legacy injected provider, as a wallet extension would set `window.ethereum`. */
  setInjectedProvider(provider: unknown): void
  /** Sets (or, with undefined, removes) a global as a wallet extension would inject it (`keplr`, `injectedWeb3`…). */
  setInjectedGlobal(name: string, value: unknown): void
  /** Opens a memory window (null while pop-ups are blocked). */
  openWindow(name: string): MemoryWindow | null
  /** Windows opened, in order. */
  readonly openedWindows: MemoryWindow[]
  /** Makes `openWindow` answer null, as a browser that blocks pop-ups does. */
  setPopupsBlocked(blocked: boolean): void
}

function memoryWindow(name: string): MemoryWindow {
  const navigations: string[] = []
  const handlers = new Set<(event: FrameMessageEvent) => void>()
  let closed = false
  return {
    name,
    navigations,
    navigate: (url) => {
      navigations.push(refuseUnopenable(url, 'web'))
    },
    onMessage: (handler) => {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
    post: (data, origin) => {
      for (const handler of handlers) handler({ data, origin })
    },
    isClosed: () => closed,
    close: () => {
      closed = true
    },
  }
}

/**
 * A platform for tests (and Node scripts that want to look inside): the server platform (Map storage, the global
 * `setTimeout`, `clearTimeout`, `Date.now` and `fetch` read at call time, so fake timers installed after creation
 * still drive it) plus what a test reads or drives: the stored strings, links opened, the clipboard, visibility, an
 * injected provider and pop-up windows.
 */
export function memoryPlatform(facts: Partial<PlatformFacts> = {}): MemoryPlatform {
  const store = new Map<string, string>()
  const openedLinks: { url: string; target: string | undefined }[] = []
  const clipboard: { text: string | undefined } = { text: undefined }
  const visibilityListeners = new Set<(visible: boolean) => void>()
  let visible = true
  let injected: unknown
  const globals = new Map<string, unknown>()
  let popupsBlocked = false
  const openedWindows: MemoryWindow[] = []

  return {
    ...serverPlatform(facts),
    store,
    openedLinks,
    clipboard,
    storage: mapStorage(store),
    openLink: (url, target) => void openedLinks.push({ url: refuseUnopenable(url), target }),
    writeClipboard: async (text) => {
      clipboard.text = text
    },
    isVisible: () => visible,
    onVisibilityChange: (listener) => {
      visibilityListeners.add(listener)
      return () => void visibilityListeners.delete(listener)
    },
    setVisible: (next) => {
      visible = next
      for (const listener of visibilityListeners) listener(next)
    },
    injectedProvider: () => injected,
    setInjectedProvider: (provider) => {
      injected = provider
    },
    injectedGlobal: (name) => globals.get(name),
    setInjectedGlobal: (name, value) => void (value === undefined ? globals.delete(name) : globals.set(name, value)),
    openedWindows,
    setPopupsBlocked: (blocked) => {
      popupsBlocked = blocked
    },
    openWindow: (name) => {
      if (popupsBlocked) return null
      const opened = memoryWindow(name)
      openedWindows.push(opened)
      return opened
    },
  }
}
