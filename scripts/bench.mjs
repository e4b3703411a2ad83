// `npm run bench`: how fast the demo app (examples/dapp, production build) shows the Connect button, how fast each
// view shows after the tap or click that opens it, and what the page downloads, in headless Chromium against a
// local devnet. Prints the median of RUNS cold runs (a fresh browser profile each time); it is a measurement, not a
// test, and never fails on a figure. The demo is built from the packages' sources; with BENCH_FROM=packages it is
// built against the built packages (their `dist/`, `npm run build` first), which is what an app that installed them
// ships.
//
// Tap → first content, in two sessions per run, each walking the same path as a user (the page idle for 2 s first,
// each view shown for 1 s before the next tap):
// - a phone: Pixel 7 emulation (412 px wide, touch events, a phone's user agent); each control is tapped;
// - a desktop with no resting hover: the pointer moves onto each control and clicks it at once.
// The path: Connect (the page's button), All Wallets, the WalletConnect QR, a wallet's connecting view (the test
// wallet declines once, then connects and signs in), Account (the account button), Send, Swap and Buy (Account's
// action buttons, back in between), Networks (the page's network button). Each figure runs from the click event's
// time to the frame that shows the view's first content with its data (FIRST_CONTENT below), on the page's own clock;
// beside it, the same figure for a React-only page that renders a list on a click and nothing else
// (scripts/bench-floor/floor.jsx), measured the same way in the same run and mode: the floor any React modal stands
// on.
//
// Also, from the desktop session:
// - button visible: from navigation start to the Connect button being visible (ms, the page's own clock);
// - JS before / after opening: gzip size of the JavaScript the page fetched before the first click, and what
//   opening Connect added (each script's body gzipped here: the static server sends it uncompressed);
// - heap after opening: JS heap in use once Connect shows, after a garbage collection (MB);
// - requests before the first open: every request the page made before the click (scripts, styles, API calls), and
//   of those the calls to services (fetch, XHR, WebSocket: catalogue, blockchain API, RPC, relay), listed by path.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { chromium, devices } from 'playwright-core'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const FROM_PACKAGES = process.env.BENCH_FROM === 'packages'
/** Resource types that are calls to a service rather than the page's own files. */
const SERVICE_TYPES = new Set(['fetch', 'xhr', 'websocket', 'eventsource'])
/** How long a view may take before the run records it as never shown. */
const VIEW_TIMEOUT_MS = 15_000
const root = new URL('../', import.meta.url)

/** The two ways in: a phone (Pixel 7, touch) that taps, a desktop that clicks with no resting hover. */
const MODES = {
  phone: { context: devices['Pixel 7'], press: (locator) => locator.tap() },
  desktop: {
    context: { viewport: { width: 1280, height: 800 } },
    press: async (locator) => {
      // The pointer arrives from elsewhere and clicks at once: no hover has had time to preload anything.
      await locator.page().mouse.move(0, 0)
      await locator.click()
    },
  },
}

/** The views measured, in the order the path reaches them. */
const VIEWS = ['Connect', 'AllWallets', 'WalletConnect', 'Connecting', 'Account', 'Send', 'Swap', 'Buy', 'Networks']
const VIEW_LABELS = {
  Connect: 'Connect (wallet list)',
  AllWallets: 'All Wallets (first screen of the catalogue)',
  WalletConnect: 'WalletConnect QR',
  Connecting: "a wallet's connecting view",
  Account: 'Account (balance and actions)',
  Send: 'Send (token button and amount)',
  Swap: 'Swap (the token you pay)',
  Buy: 'Buy (a provider)',
  Networks: 'Networks (the list)',
}

/**
 * Runs in the page before its scripts: what "first content" is for each view (the demo shows English), and the
 * clock that waits for it.
 */
function instrument() {
  const dialog = () => document.querySelector('[role="dialog"]')
  const text = () => dialog()?.textContent ?? ''
  const buttons = (prefix) =>
    [...(dialog()?.querySelectorAll('button') ?? [])].filter((b) =>
      (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith(prefix),
    )
  const FIRST_CONTENT = {
    // The Connect view's first wallet row (the floor page renders the same list).
    Connect: () => Boolean(dialog()?.querySelector('ul[aria-label="Wallets"] > li')),
    // The search field over a full first screen of the catalogue (4 rows of 4), no page still loading.
    AllWallets: () =>
      Boolean(dialog()?.querySelector('input[type="search"]')) &&
      (dialog()?.querySelectorAll('[role="list"][aria-label="Wallets"] button').length ?? 0) >= 16 &&
      !text().includes('Loading…'),
    WalletConnect: () => Boolean(dialog()?.querySelector('svg[role="img"] path')),
    Connecting: () => text().includes('Continue in Portico Test Wallet') || text().includes('Connection declined'),
    Account: () =>
      (dialog()?.querySelectorAll('nav[aria-label="Account actions"] button').length ?? 0) > 0 &&
      !dialog()?.querySelector('[aria-label="Loading balance…"]'),
    // The form: the token button and the amount field (no token is chosen until the user picks one).
    Send: () =>
      buttons('Select token').length + buttons('Token: ').length > 0 && Boolean(dialog()?.querySelector('input')),
    Swap: () => buttons('You pay: ').length > 0 && !text().includes('Loading tokens…'),
    Buy: () => buttons('Coinbase').length > 0,
    Networks: () => buttons('Portico Devnet 2').length > 0,
  }
  /** From the next click (its event's time) to the frame that shows `view`'s first content, in ms. */
  window.__benchWait = (view) =>
    new Promise((resolve) => {
      let clickAt
      document.addEventListener('click', (event) => (clickAt ??= event.timeStamp), { capture: true, once: true })
      const observer = new MutationObserver(() => {
        if (clickAt === undefined || !FIRST_CONTENT[view]()) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - clickAt))
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    })
}

/**
 * The e2e harness is TypeScript: its Chromium flags, static server and test wallet are compiled to a module in the
 * repo's node_modules/.cache (so that its imports resolve to the repo's packages).
 */
async function loadHarness() {
  const outfile = new URL(`node_modules/.cache/portico-bench/harness-${process.pid}.mjs`, root).pathname
  await build({
    stdin: {
      contents: [
        `export { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/launchBrowser.ts'`,
        `export { serveStatic } from './src/serveStatic.ts'`,
        `export { testWallet } from './src/testWallet.ts'`,
        `export { offlineVerify } from './src/verifyRoute.ts'`,
      ].join('\n'),
      resolveDir: new URL('examples/e2e/', root).pathname,
      loader: 'ts',
    },
    bundle: true,
    external: ['playwright-core', 'viem', 'viem/*', 'valibot', '@portico-examples/devnet', '@portico/*'],
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'silent',
  })
  try {
    return await import(outfile)
  } finally {
    await rm(outfile, { force: true })
  }
}

/** Builds the React-only floor (scripts/bench-floor/floor.jsx) for production into `dir`, with its page. */
async function buildFloor(dir) {
  await build({
    entryPoints: [new URL('scripts/bench-floor/floor.jsx', root).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'floor.js'),
    logLevel: 'silent',
  })
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>React-only floor</title><div id="root"></div><script type="module" src="/floor.js"></script></html>',
  )
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Presses `locator` the mode's way; resolves with tap → `view`'s first content (ms), or NaN if it never showed. */
async function measure(page, mode, view, locator) {
  await page.evaluate((name) => {
    window.__benchShown = window.__benchWait(name)
  }, view)
  await MODES[mode].press(locator)
  return Promise.race([page.evaluate(() => window.__benchShown), pause(VIEW_TIMEOUT_MS).then(() => Number.NaN)])
}

/** A fresh browser context of `mode` with the bench's clock (and, for the demo, the test wallet). */
async function newSession(browser, harness, mode, wallet) {
  const context = await browser.newContext(MODES[mode].context)
  context.setDefaultTimeout(VIEW_TIMEOUT_MS)
  await context.addInitScript(instrument)
  const installed = wallet ? await harness.testWallet(context, wallet) : undefined
  if (wallet) await harness.offlineVerify(context)
  return { context, page: await context.newPage(), wallet: installed }
}

/** The floor: the React-only page's tap → list, the same clock as Connect's. */
async function floorOnce(browser, harness, mode, url) {
  const { context, page } = await newSession(browser, harness, mode)
  try {
    await page.goto(url)
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    await pause(2000)
    return await measure(page, mode, 'Connect', button)
  } finally {
    await context.close()
  }
}

/** One user's path through the demo in `mode`: every view's tap → first content, and the page-load figures. */
async function demoOnce(browser, harness, mode, url, wallet) {
  const session = await newSession(browser, harness, mode, wallet)
  const { context, page } = session
  try {
    const scripts = [] // { bytes, afterClick }
    const requests = { beforeClick: 0, services: [] }
    let clicked = false
    page.on('request', (request) => {
      if (clicked) return
      requests.beforeClick++
      if (SERVICE_TYPES.has(request.resourceType())) requests.services.push(new URL(request.url()).pathname)
    })
    const bodies = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const afterClick = clicked
      bodies.push(
        response.body().then(
          (body) => scripts.push({ bytes: gzipSync(body, { level: 9 }).length, afterClick }),
          () => undefined,
        ),
      )
    })

    const nav = page.getByRole('navigation', { name: 'Wallet' })
    const dialog = page.getByRole('dialog')
    const inDialog = (name) => dialog.getByRole('button', { name })
    const shown = {}
    const step = async (view, locator) => {
      shown[view] = await measure(page, mode, view, locator)
      await pause(1000)
    }
    const back = async () => {
      await MODES[mode].press(inDialog('Back'))
      await pause(1000)
    }
    const close = async () => {
      await MODES[mode].press(inDialog('Close'))
      await dialog.waitFor({ state: 'hidden' })
      await pause(1000)
    }

    await page.goto(url)
    const connect = nav.getByRole('button', { name: 'Connect Wallet' })
    await connect.waitFor({ state: 'visible' })
    const buttonVisibleMs = await page.evaluate(() => performance.now())
    // Let the start settle (reconnect, catalogue config), then the page is idle for 2 s, as a user's would be.
    await page.waitForLoadState('networkidle')
    await pause(2000)

    clicked = true
    await step('Connect', connect)
    // What opening Connect fetched has arrived. The modal now also makes WalletConnect's pairing link (a relay
    // socket and its messages), which may keep the network from idling: then the figures below are taken after the
    // wait's 15 s.
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await Promise.all(bodies)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')

    await step('AllWallets', inDialog(/^All wallets/))
    await back()
    // A phone has no WalletConnect QR row (the spec opens phone wallets by link instead): not measured there.
    if ((await inDialog(/^WalletConnect/).count()) > 0) {
      await step('WalletConnect', inDialog(/^WalletConnect/))
      await back()
    }
    // The wallet declines the first request: the connecting view stays until Try again.
    session.wallet.rejectNext('eth_requestAccounts')
    await step('Connecting', inDialog(/^Portico Test Wallet/))
    await MODES[mode].press(inDialog('Try again'))
    await MODES[mode].press(page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign', exact: true }))
    await dialog.waitFor({ state: 'hidden' })
    await page.waitForLoadState('networkidle')
    await pause(2000)

    await step('Account', page.locator('[data-portico-account-button]'))
    await step('Send', dialog.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Send' }))
    await back()
    await step('Swap', dialog.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }))
    await back()
    await step('Buy', dialog.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Buy' }))
    await close()
    await step('Networks', nav.getByRole('button', { name: /^Network: / }))

    const sum = (afterClick) => scripts.filter((s) => s.afterClick === afterClick).reduce((n, s) => n + s.bytes, 0)
    return {
      shown,
      buttonVisibleMs,
      jsBefore: sum(false),
      jsAfter: sum(true),
      heap: usedSize,
      requestsBefore: requests.beforeClick,
      servicesBefore: requests.services,
    }
  } finally {
    await context.close()
  }
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'portico-bench-'))
  const outDir = join(work, 'dapp')
  let devnet
  let server
  let floor
  let browser
  try {
    const harness = await loadHarness()
    const { startDevnet } = await import(new URL('examples/devnet/src/index.js', root).href)
    const { buildDapp, writeDevnetConfig } = await import(new URL('examples/dapp/serve.mjs', root).href)
    process.stdout.write('bench: building the demo (production) and starting the devnet…\n')
    const [started] = await Promise.all([
      startDevnet({ port: 0, chainPorts: [0, 0], relayPort: 0, framePort: 0, dataDir: join(work, 'devnet'), reset: true, quiet: true }),
      buildDapp(outDir, { packages: FROM_PACKAGES }),
    ])
    devnet = started
    writeDevnetConfig(outDir, devnet.info())
    server = await harness.serveStatic(outDir)
    const floorDir = join(work, 'floor')
    await buildFloor(floorDir)
    floor = await harness.serveStatic(floorDir)
    browser = await chromium.launch({ executablePath: harness.CHROMIUM_PATH, headless: true, args: harness.CHROMIUM_ARGS })
    // A funded devnet account no test uses, so its balance and history are the same in every run.
    const { privateKey } = devnet.accounts[7]
    const wallet = { privateKey, rpcUrls: devnet.rpcUrls }

    const runs = { phone: [], desktop: [] }
    const floors = { phone: [], desktop: [] }
    for (let i = 0; i < RUNS; i++) {
      for (const mode of Object.keys(MODES)) {
        runs[mode].push(await demoOnce(browser, harness, mode, server.url, wallet))
        floors[mode].push(await floorOnce(browser, harness, mode, floor.url))
      }
      process.stdout.write(`bench: run ${i + 1}/${RUNS} done\n`)
    }

    const from = FROM_PACKAGES ? 'the built packages' : 'the packages’ sources'
    console.log(`\nexamples/dapp, production build from ${from}, headless Chromium, median of ${RUNS} cold runs`)
    const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '—')
    const floorMs = { phone: median(floors.phone), desktop: median(floors.desktop) }
    console.log('\ntap → first content (over the React-only floor, same run)')
    console.log(`  ${'view'.padEnd(44)} ${'phone (tap)'.padStart(20)} ${'desktop (click)'.padStart(20)}`)
    for (const view of VIEWS) {
      const cells = Object.keys(MODES).map((mode) => {
        const value = median(runs[mode].map((r) => r.shown[view] ?? Number.NaN))
        const over = Number.isFinite(value) ? ` (+${(value - floorMs[mode]).toFixed(0)})` : ''
        return `${ms(value)}${over}`.padStart(20)
      })
      console.log(`  ${VIEW_LABELS[view].padEnd(44)} ${cells.join(' ')}`)
    }
    console.log('  (— : not offered in that mode, or never shown within 15 s)')
    console.log(`  ${'the React-only floor'.padEnd(44)} ${ms(floorMs.phone).padStart(20)} ${ms(floorMs.desktop).padStart(20)}`)

    const desktop = runs.desktop
    const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`
    const rows = [
      ['Connect button visible (from navigation)', `${median(desktop.map((r) => r.buttonVisibleMs)).toFixed(0)} ms`],
      ['JS transferred before opening (gzip)', kb(median(desktop.map((r) => r.jsBefore)))],
      ['JS added by opening Connect (gzip)', kb(median(desktop.map((r) => r.jsAfter)))],
      ['JS heap after opening', `${(median(desktop.map((r) => r.heap)) / 1024 / 1024).toFixed(1)} MB`],
      ['requests before the first open', String(median(desktop.map((r) => r.requestsBefore)))],
      ['  of which service calls', String(median(desktop.map((r) => r.servicesBefore.length)))],
    ]
    console.log('\nthe page (desktop session)')
    for (const [label, value] of rows) console.log(`  ${label.padEnd(44)} ${value.padStart(10)}`)
    const calls = [...new Set(Object.values(runs).flatMap((list) => list.flatMap((r) => r.servicesBefore)))]
    console.log(`  service calls before the first open (both sessions): ${calls.length ? calls.join(', ') : 'none'}`)
  } finally {
    await browser?.close()
    await server?.close()
    await floor?.close()
    await devnet?.stop()
    await rm(work, { recursive: true, force: true })
  }
}

await main()
