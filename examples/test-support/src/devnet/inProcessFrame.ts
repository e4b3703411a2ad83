// Test helper: the platform's frame seam in process. A browser would load the frame page in an iframe and carry
// messages with postMessage; here each "iframe" runs the devnet frame page's own protocol logic
// (`createFrameLogic`) against the real devnet frame backend over HTTP. Only the transport stands in: the
// frame's logic, backend, mailbox and chain are the real ones. Origins are checked as a browser would: a
// message posted to another origin than the frame's is not delivered.
import type { ApprovalRequest, FrameLogic, FrameStorage } from '@portico-examples/devnet/frame'
// The frame page's browser-safe modules, imported alone: the frame's index also loads its Node server, which a
// test in happy-dom cannot import.
import { createBackendClient } from '@portico-examples/devnet/frame/backend-client'
import { createFrameLogic, memoryStorage } from '@portico-examples/devnet/frame/logic'
import type { FrameMessageEvent, PlatformFrame } from '@portico/sdk'

export const APP_ORIGIN = 'http://127.0.0.1:5173'

export interface InProcessFrame extends PlatformFrame {
  readonly url: URL
  readonly origin: string
  /** Whether the frame is visible (shown for an approval). */
  readonly shown: boolean
  readonly removed: boolean
  /** What the app posted, in order, with the origin it addressed. */
  readonly posted: { message: unknown; targetOrigin: string }[]
  readonly logic: FrameLogic
  /** Delivers `data` to the app as if a window on `origin` posted it. */
  inject(data: unknown, origin?: string): void
}

export interface InProcessFrames {
  /** The platform's `createFrame`. */
  createFrame(url: string): InProcessFrame
  /** Every frame created, oldest first. */
  readonly created: InProcessFrame[]
  /** The frame origin's storage (one browser profile: it outlives a frame). */
  readonly storage: FrameStorage
}

export interface InProcessFrameOptions {
  /** The user's answer on the frame's approval panel (default: approve). */
  confirm?: (request: ApprovalRequest) => Promise<boolean>
  /** The frame never says READY (a frame that fails to load). */
  neverReady?: boolean
  /** The frame says READY but never answers a request (a hung frame). */
  neverAnswers?: boolean
  /** How the frame page reaches its backend (default: the global fetch). */
  fetch?: typeof globalThis.fetch
}

export function inProcessFrames(options: InProcessFrameOptions = {}): InProcessFrames {
  const storage = memoryStorage()
  const created: InProcessFrame[] = []

  const createFrame = (href: string): InProcessFrame => {
    const url = new URL(href)
    const origin = url.origin
    const handlers = new Set<(event: FrameMessageEvent) => void>()
    let shown = false
    let removed = false
    let announced = false
    const deliver = (data: unknown, from = origin) =>
      queueMicrotask(() => {
        if (removed) return
        for (const handler of handlers) handler({ data: structuredClone(data), origin: from })
      })
    const chainId = Number(url.searchParams.get('chainId'))
    const logic = createFrameLogic({
      backend: createBackendClient({ baseUrl: origin, ...(options.fetch && { fetch: options.fetch }) }),
      storage,
      now: () => Date.now(),
      parentOrigin: url.searchParams.get('parentOrigin') ?? undefined,
      defaultChainId: Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined,
      confirm: options.confirm ?? (async () => true),
      emit: (message) => deliver(message),
    })
    const posted: InProcessFrame['posted'] = []
    const frame: InProcessFrame = {
      url,
      origin,
      get shown() {
        return shown
      },
      get removed() {
        return removed
      },
      posted,
      logic,
      postMessage(message, targetOrigin) {
        posted.push({ message, targetOrigin })
        if (removed || targetOrigin !== origin || options.neverAnswers) return
        void logic.handle(structuredClone(message)).then((reply) => deliver(reply))
      },
      onMessage(handler) {
        handlers.add(handler)
        // The page loads after the app listens (an iframe loads asynchronously), then says READY.
        if (!announced && !options.neverReady)
          deliver({ type: '@w3m-frame/READY', id: 'ready', payload: { version: '4' } })
        announced = true
        return () => void handlers.delete(handler)
      },
      show: () => {
        shown = true
      },
      hide: () => {
        shown = false
      },
      remove: () => {
        removed = true
      },
      inject: (data, from = origin) => deliver(data, from),
    }
    created.push(frame)
    return frame
  }

  return { createFrame, created, storage }
}
