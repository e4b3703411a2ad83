/** A timer handle as returned by `Platform.setTimeout`; only ever handed back to `Platform.clearTimeout`. */
export type TimerHandle = unknown

/** What the SDK knows about the device and browser it runs in. */
export interface PlatformFacts {
  isMobile: boolean
  isIos: boolean
  isAndroid: boolean
  isMac: boolean
  /** A messaging app's embedded browser (Telegram, WhatsApp, WeChat, LINE, Messenger). */
  isInAppBrowser: boolean
  /** Safari on an iPhone or iPad. */
  isAppleMobileBrowser: boolean
  timeZone: string
  languages: readonly string[]
}

/** The page's event target (the window in a browser): where EIP-6963 wallets announce themselves. */
export interface PlatformEvents {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
}

/** The storage the platform gives Portico (localStorage in a browser). */
export interface PlatformStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A message a frame posted to the page, with the origin it came from. */
export interface FrameMessageEvent {
  data: unknown
  origin: string
}

/** An embedded frame on another origin (the embedded wallet's secure frame). It starts hidden. */
export interface PlatformFrame {
  /** Posts to the frame's window; the browser delivers it only if the frame is on `targetOrigin`. */
  postMessage(message: unknown, targetOrigin: string): void
  /** Calls `handler` with each message the frame's window posts to the page; returns the unsubscribe. */
  onMessage(handler: (event: FrameMessageEvent) => void): () => void
  show(): void
  hide(): void
  remove(): void
}

/** A window the SDK opened (the social login popup). */
export interface PlatformWindow {
  /** Sends the window to `url`. */
  navigate(url: string): void
  /**
   * Calls `handler` with each message the page in this window posts to the app (with the origin it came from;
   * messages from any other window are not passed on); returns the unsubscribe.
   */
  onMessage(handler: (event: FrameMessageEvent) => void): () => void
  /** True once the window is closed (by the user or by `close`). */
  isClosed(): boolean
  close(): void
}

/**
 * The seam between the SDK and its host: everything that touches the outside world. The SDK never reads
 * window, document, localStorage, navigator or the global timers itself.
 */
export interface Platform {
  storage: PlatformStorage
  fetch: typeof fetch
  now(): number
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
  openLink(url: string, target?: string): void
  writeClipboard(text: string): Promise<void>
  isVisible(): boolean
  /** Calls `listener` when the page is shown or hidden; returns the unsubscribe function. */
  onVisibilityChange(listener: (visible: boolean) => void): () => void
  facts(): PlatformFacts
  /** The page's event target, for wallet discovery (EIP-6963); absent where there is none. */
  events?: PlatformEvents
  /** The legacy injected wallet provider (`window.ethereum`), read at call time; undefined when none. */
  injectedProvider?(): unknown
  /**
   * A property of the page's global object that a wallet extension injects (`keplr`, `injectedWeb3`,
   * `btc_providers`…), read at call time; undefined when there is none.
   */
  injectedGlobal?(name: string): unknown
  /** An in-memory URL for a fetched image (`URL.createObjectURL`); absent where there is none (Node, tests). */
  createObjectUrl?(blob: Blob): string
  /**
   * Creates a hidden frame showing `url` (the embedded wallet). When absent, `@portico/sdk/embedded` creates a
   * real iframe itself in a page (so the core does not carry that code), and fails in Node.
   */
  createFrame?(url: string): PlatformFrame | Promise<PlatformFrame>
  /** The page's origin; when absent, `location.origin` is read in a page. */
  pageOrigin?(): string
  /**
   * Opens a blank window named `name` at once (call it inside the user's click, or the browser blocks it); null
   * when it was blocked. Absent where no window can be opened.
   */
  openWindow?(name: string): PlatformWindow | null
}
