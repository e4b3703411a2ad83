// One Chromium for a whole test file, with a fresh context (own storage, own wallet) per test: cheaper than a
// browser per test, and just as isolated.
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { ACTION_TIMEOUT_MS, CHROMIUM_ARGS, CHROMIUM_PATH } from './launchBrowser'

export interface BrowserSession {
  context: BrowserContext
  page: Page
}

export interface SessionOptions {
  viewport?: { width: number; height: number }
  /** A phone's user agent (the SDK's platform facts read it: deep links instead of QR codes). */
  userAgent?: string
  /** Touch input, as on a phone. */
  hasTouch?: boolean
  /** The browser's language (`navigator.languages`); default 'en-US'. */
  locale?: string
}

export interface SharedBrowser {
  /** A new context with one page; closed by `closeSessions()` or `close()`. */
  newSession(options?: SessionOptions): Promise<BrowserSession>
  /** Closes every context opened so far (call it after each test). */
  closeSessions(): Promise<void>
  close(): Promise<void>
}

export async function launchSharedBrowser(): Promise<SharedBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  const contexts: BrowserContext[] = []
  return {
    async newSession(options = {}) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1024, height: 768 },
        locale: options.locale ?? 'en-US',
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        ...(options.hasTouch ? { hasTouch: true } : {}),
      })
      contexts.push(context)
      context.setDefaultTimeout(ACTION_TIMEOUT_MS)
      return { context, page: await context.newPage() }
    },
    async closeSessions() {
      await Promise.all(contexts.splice(0).map((c) => c.close()))
    },
    async close() {
      await browser.close()
    },
  }
}
