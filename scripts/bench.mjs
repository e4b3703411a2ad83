// `npm run bench`: how fast the demo app (examples/dapp, production build) shows the Connect button and opens the
// Connect view, and what it downloads for it, in headless Chromium against a local devnet. Prints the median of
// RUNS cold runs (a fresh browser profile each time); it is a measurement, not a test, and never fails on a figure.
// The demo is built from the packages' sources; with BENCH_FROM=packages it is built against the built packages
// (their `dist/`, `npm run build` first), which is what an app that installed them ships.
//
// Per run:
// - button visible: from navigation start to the Connect button being visible (ms, the page's own clock);
// - click → wallet list: from the click's event to the frame that shows the Connect view's first wallet row (ms, the
//   page's own clock), beside the same figure for a React-only page that renders such a list on a click and nothing
//   else (scripts/bench-floor/floor.jsx), measured in the same run: the floor any React modal stands on;
// - JS before / after opening: gzip size of the JavaScript the page fetched before the click, and what the click
//   added (each script's body gzipped here: the static server sends it uncompressed);
// - heap after opening: JS heap in use once the wallet list shows, after a garbage collection (MB);
// - requests before the first open: every request the page made before the click (scripts, styles, API calls), and
//   of those the calls to services (fetch, XHR, WebSocket: catalogue, blockchain API, RPC, relay), listed by path.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const FROM_PACKAGES = process.env.BENCH_FROM === 'packages'
/** Resource types that are calls to a service rather than the page's own files. */
const SERVICE_TYPES = new Set(['fetch', 'xhr', 'websocket', 'eventsource'])
const root = new URL('../', import.meta.url)

/**
 * The e2e harness is TypeScript: its browser launcher and static server are compiled to a module in the repo's
 * node_modules/.cache (so that its imports resolve to the repo's packages).
 */
async function loadHarness() {
  const outfile = new URL(`node_modules/.cache/portico-bench/harness-${process.pid}.mjs`, root).pathname
  await build({
    stdin: {
      contents: `export { launchBrowser } from './src/launchBrowser.ts'\nexport { serveStatic } from './src/serveStatic.ts'`,
      resolveDir: new URL('examples/e2e/', root).pathname,
      loader: 'ts',
    },
    bundle: true,
    packages: 'external',
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
    '<!doctype html><html lang="en"><title>React-only floor</title><div id="root"></div><script type="module" src="/floor.js"></script></html>',
  )
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * From the click (its event's time) to the frame that shows the first row of the list named "Wallets", in ms, on the
 * page's own clock: what the user waits, without the driver's round trips.
 */
async function clickToList(page, button) {
  await page.evaluate(() => {
    window.__clickToList = new Promise((resolve) => {
      let clickAt
      document.addEventListener('click', (event) => (clickAt ??= event.timeStamp), { capture: true, once: true })
      const shown = () => clickAt !== undefined && document.querySelector('ul[aria-label="Wallets"] > li')
      const observer = new MutationObserver(() => {
        if (!shown()) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - clickAt))
      })
      observer.observe(document.body, { subtree: true, childList: true })
    })
  })
  await button.click()
  return page.evaluate(() => window.__clickToList)
}

async function measureOnce(launchBrowser, url) {
  const browser = await launchBrowser()
  try {
    const { page, context } = browser
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

    await page.goto(url)
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor({ state: 'visible' })
    const buttonVisibleMs = await page.evaluate(() => performance.now())
    // Let the start settle (reconnect, catalogue config) so the two JS figures are split by the click alone.
    await page.waitForLoadState('networkidle')

    clicked = true
    const walletsMs = await clickToList(page, button)
    await page.waitForLoadState('networkidle')
    await Promise.all(bodies)

    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')

    const sum = (afterClick) => scripts.filter((s) => s.afterClick === afterClick).reduce((n, s) => n + s.bytes, 0)
    return {
      buttonVisibleMs,
      walletsMs,
      jsBefore: sum(false),
      jsAfter: sum(true),
      heap: usedSize,
      requestsBefore: requests.beforeClick,
      servicesBefore: requests.services,
    }
  } finally {
    await browser.close()
  }
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'portico-bench-'))
  const outDir = join(work, 'dapp')
  let devnet
  let server
  let floor
  try {
    const { launchBrowser, serveStatic } = await loadHarness()
    const { startDevnet } = await import(new URL('examples/devnet/src/index.js', root).href)
    const { buildDapp, writeDevnetConfig } = await import(new URL('examples/dapp/serve.mjs', root).href)
    process.stdout.write('bench: building the demo (production) and starting the devnet…\n')
    const [started] = await Promise.all([
      startDevnet({ port: 0, chainPorts: [0, 0], relayPort: 0, framePort: 0, dataDir: join(work, 'devnet'), reset: true, quiet: true }),
      buildDapp(outDir, { packages: FROM_PACKAGES }),
    ])
    devnet = started
    writeDevnetConfig(outDir, devnet.info())
    server = await serveStatic(outDir)
    const floorDir = join(work, 'floor')
    await buildFloor(floorDir)
    floor = await serveStatic(floorDir)

    const runs = []
    const floorRuns = []
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measureOnce(launchBrowser, server.url))
      floorRuns.push(await measureOnce(launchBrowser, floor.url))
      process.stdout.write(`bench: run ${i + 1}/${RUNS} done\n`)
    }
    const walletsMs = median(runs.map((r) => r.walletsMs))
    const floorMs = median(floorRuns.map((r) => r.walletsMs))
    const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`
    const rows = [
      ['Connect button visible (from navigation)', `${median(runs.map((r) => r.buttonVisibleMs)).toFixed(0)} ms`],
      ['click → Connect wallet list shown', `${walletsMs.toFixed(1)} ms`],
      ['  the React-only floor, same run', `${floorMs.toFixed(1)} ms`],
      ['  over the floor (one frame: 16.7 ms)', `${(walletsMs - floorMs).toFixed(1)} ms`],
      ['JS transferred before opening (gzip)', kb(median(runs.map((r) => r.jsBefore)))],
      ['JS added by opening (gzip)', kb(median(runs.map((r) => r.jsAfter)))],
      ['JS heap after opening', `${(median(runs.map((r) => r.heap)) / 1024 / 1024).toFixed(1)} MB`],
      ['requests before the first open', String(median(runs.map((r) => r.requestsBefore)))],
      ['  of which service calls', String(median(runs.map((r) => r.servicesBefore.length)))],
    ]
    const from = FROM_PACKAGES ? 'the built packages' : 'the packages’ sources'
    console.log(`\nexamples/dapp, production build from ${from}, headless Chromium, median of ${RUNS} cold runs`)
    for (const [label, value] of rows) console.log(`  ${label.padEnd(44)} ${value.padStart(10)}`)
    const calls = [...new Set(runs.flatMap((r) => r.servicesBefore))]
    console.log(`  service calls before the first open: ${calls.length ? calls.join(', ') : 'none'}`)
  } finally {
    await server?.close()
    await floor?.close()
    await devnet?.stop()
    await rm(work, { recursive: true, force: true })
  }
}

await main()
