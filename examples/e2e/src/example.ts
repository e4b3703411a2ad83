// A built example app for end-to-end tests: one devnet (chains, API, and optionally relay and frame, on free ports),
// one production build of the app with the devnet's URLs beside it, served twice — plainly and under STRICT_CSP (with
// the devnet's image and Verify services allowed, see `withDevnetOrigin`).
import { createHash } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet, type Devnet } from '@portico-examples/devnet'
import { buildDapp, writeDevnetConfig as writeDappConfig } from '@portico-examples/dapp/serve'
import { buildHeadless, writeDevnetConfig as writeHeadlessConfig } from '@portico-examples/headless/serve'
import { buildVue, writeDevnetConfig as writeVueConfig } from '@portico-examples/vue/serve'
import { buildOnce } from './buildOnce'
import { serveStatic, STRICT_CSP, type StaticServer, withDevnetOrigin } from './serveStatic'

export interface ExampleFixture {
  devnet: Devnet
  /** The folder of the built app. */
  outDir: string
  /** The built app, served with no Content-Security-Policy. */
  plain: StaticServer
  /** The same app under `STRICT_CSP`. */
  strict: StaticServer
  stop(): Promise<void>
}

export interface ExampleFixtureOptions {
  /** Start the devnet's WalletConnect relay (default true). */
  relay?: boolean
  /** Start the devnet's embedded-wallet frame (default true). */
  frame?: boolean
  /** The demo only: build it against the built packages (their `dist/`, `npm run build` first) instead of the sources. */
  packages?: boolean
  /** The devnet's origin allowlist (see the devnet's `allowedOrigins`); default any loopback origin. */
  allowedOrigins?: string[]
  /** Catalogue entries the devnet serves first (see the devnet's `extraWallets`). */
  extraWallets?: ({ id: string; name: string } & Record<string, unknown>)[]
}

interface Example {
  name: string
  build(outDir: string): Promise<unknown>
  writeConfig(outDir: string, devnet: Devnet): void | Promise<void>
  /** The strict server's policy, when the page needs more than `STRICT_CSP` (an inline script's hash). */
  strictCsp?(outDir: string): Promise<string>
}

/** Starts the devnet and builds the example side by side; `stop()` removes everything it made. */
async function startExample(example: Example, options: ExampleFixtureOptions): Promise<ExampleFixture> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-e2e-devnet-'))
  const outDir = await mkdtemp(join(tmpdir(), `portico-e2e-${example.name}-`))
  const servers: StaticServer[] = []
  let devnet: Devnet | undefined
  const stop = async () => {
    await Promise.all(servers.map((s) => s.close()))
    await devnet?.stop()
    await Promise.all([dataDir, outDir].map((d) => rm(d, { recursive: true, force: true })))
  }
  try {
    const starting = startDevnet({
      port: 0,
      chainPorts: [0, 0],
      relayPort: 0,
      framePort: 0,
      dataDir,
      reset: true,
      quiet: true,
      relay: options.relay ?? true,
      frame: options.frame ?? true,
      ...(options.extraWallets ? { extraWallets: options.extraWallets } : {}),
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
    })
    // Both run to the end before a failure is thrown, so that a devnet that did start is stopped.
    const [started, built] = await Promise.allSettled([starting, example.build(outDir)])
    if (started.status === 'fulfilled') devnet = started.value
    if (started.status === 'rejected') throw started.reason
    if (built.status === 'rejected') throw built.reason
    await example.writeConfig(outDir, started.value)
    // The devnet serves the token and network images the page shows: its origin is the page's image host.
    const csp = withDevnetOrigin(example.strictCsp ? await example.strictCsp(outDir) : STRICT_CSP, started.value.apiUrl)
    servers.push(await serveStatic(outDir), await serveStatic(outDir, { csp }))
  } catch (error) {
    await stop()
    throw error
  }
  const [plain, strict] = servers as [StaticServer, StaticServer]
  return { devnet: devnet!, outDir, plain, strict, stop }
}

/** The demo app (examples/dapp). */
export function startDapp(options: ExampleFixtureOptions = {}): Promise<ExampleFixture> {
  const packages = options.packages ?? false
  // Every file's demo is the same build: made once per e2e run, copied beside each file's devnet config.
  const build = (outDir: string) =>
    buildOnce(packages ? 'dapp-packages' : 'dapp', outDir, (dir) => buildDapp(dir, { packages }))
  return startExample({ name: 'dapp', build, writeConfig: writeDappConfig }, options)
}

/** The UI on the SDK alone (examples/headless). */
export function startHeadless(options: ExampleFixtureOptions = {}): Promise<ExampleFixture> {
  return startExample({ name: 'headless', build: buildHeadless, writeConfig: writeHeadlessConfig }, options)
}

/** The Vue example (examples/vue), built against the packages' dist (`npm run build` first). */
export function startVue(options: ExampleFixtureOptions = {}): Promise<ExampleFixture> {
  return startExample({ name: 'vue', build: buildVue, writeConfig: writeVueConfig }, options)
}

const htmlPage = fileURLToPath(new URL('../../html/index.html', import.meta.url))
const standalone = fileURLToPath(new URL('../../../react-kit/dist/standalone/', import.meta.url))

/**
 * The plain HTML example (examples/html): its one page, with the devnet's addresses put in for the defaults it names
 * (`:8787`, `:8545`), and the kit's no-bundler file (`npm run build` first) in `portico/` beside it, as the page says.
 * Its strict server allows the page's inline module script by its hash, and nothing else inline.
 */
export function startHtml(options: ExampleFixtureOptions = {}): Promise<ExampleFixture> {
  return startExample(
    {
      name: 'html',
      build: (outDir) => cp(standalone, join(outDir, 'portico'), { recursive: true }),
      async writeConfig(outDir, devnet) {
        const page = (await readFile(htmlPage, 'utf8'))
          .replaceAll('http://127.0.0.1:8787', devnet.apiUrl)
          .replaceAll('http://127.0.0.1:8545', devnet.rpcUrls[31337] ?? '')
        await writeFile(join(outDir, 'index.html'), page)
      },
      async strictCsp(outDir) {
        const page = await readFile(join(outDir, 'index.html'), 'utf8')
        const script = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? ''
        const hash = createHash('sha256').update(script).digest('base64')
        return STRICT_CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`)
      },
    },
    options,
  )
}
