// The set-up the demo's e2e files share: one devnet and one build of the demo app (examples/dapp), one Chromium,
// started side by side before the file's tests; each test's browser contexts closed after it; all stopped after the
// file. `open()` gives a test a fresh context on the demo's page with its test wallets installed.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { startDapp, type ExampleFixture, type ExampleFixtureOptions } from './example'
import { collectPageErrors } from './pageErrors'
import { launchSharedBrowser, type BrowserSession, type SessionOptions, type SharedBrowser } from './sharedBrowser'
import { testWallet, type TestWallet, type TestWalletOptions } from './testWallet'
import { offlineVerify } from './verifyRoute'

export interface DemoOptions extends ExampleFixtureOptions {
  /** Runs once the devnet is up, before the file's tests (balances, names on the devnet). */
  setUp?(app: ExampleFixture): Promise<void>
}

export interface DemoOpenOptions extends SessionOptions {
  /** Browser wallets installed before the page loads, on the devnet's chains (default none). */
  wallets?: Omit<TestWalletOptions, 'rpcUrls'>[]
  /** The plain server (default) or the same build under the strict Content-Security-Policy. */
  server?: 'plain' | 'strict'
}

export interface DemoPage extends BrowserSession {
  /** The installed wallets, in the order given. */
  wallets: TestWallet[]
  /** The page's console errors and uncaught exceptions from before it loaded (a test expects none). */
  errors: string[]
}

export interface Demo {
  /** The devnet and the served build (from the file's `beforeAll` on). */
  readonly app: ExampleFixture
  /** The file's Chromium (from the file's `beforeAll` on). */
  readonly browser: SharedBrowser
  /** A fresh context at the demo's page, Verify answered offline, with `wallets` installed. */
  open(options?: DemoOpenOptions): Promise<DemoPage>
}

/**
 * Registers the file's hooks for the demo and returns it.
 * @example
 * const demo = useDemo({ frame: false })
 * it('connects', async () => {
 *   const { page } = await demo.open({ wallets: [{ privateKey }] })
 * })
 */
export function useDemo(options: DemoOptions = {}): Demo {
  const { setUp, ...fixture } = options
  let app: ExampleFixture | undefined
  let browser: SharedBrowser | undefined

  beforeAll(async () => {
    // Both run to the end, so that what did start is stopped after a failure of the other.
    const [started, launched] = await Promise.allSettled([startDapp(fixture), launchSharedBrowser()])
    if (started.status === 'fulfilled') app = started.value
    if (launched.status === 'fulfilled') browser = launched.value
    if (started.status === 'rejected') throw started.reason
    if (launched.status === 'rejected') throw launched.reason
    await setUp?.(started.value)
  })

  afterEach(() => browser?.closeSessions())

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  const demo: Demo = {
    get app() {
      if (!app) throw new Error('useDemo: the demo is not started (read `app` inside a test or a hook)')
      return app
    },
    get browser() {
      if (!browser) throw new Error('useDemo: the browser is not launched (read `browser` inside a test or a hook)')
      return browser
    },
    async open({ wallets = [], server = 'plain', ...session } = {}) {
      const { rpcUrls } = demo.app.devnet
      const { context, page } = await demo.browser.newSession(session)
      const errors = collectPageErrors(page)
      await offlineVerify(context)
      const installed: TestWallet[] = []
      for (const wallet of wallets) installed.push(await testWallet(context, { ...wallet, rpcUrls }))
      await page.goto(demo.app[server].url)
      return { context, page, wallets: installed, errors }
    },
  }
  return demo
}
