// A built example app for end-to-end tests: one devnet (chains, API, and optionally relay and frame, on free ports),
// one production build of the app with the devnet's URLs beside it, served twice — plainly and under STRICT_CSP.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type Devnet } from '@portico-examples/devnet'
import { buildDapp, writeDevnetConfig as writeDappConfig } from '@portico-examples/dapp/serve'
import { buildHeadless, writeDevnetConfig as writeHeadlessConfig } from '@portico-examples/headless/serve'
import { serveStatic, STRICT_CSP, type StaticServer } from './serveStatic'

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
  writeConfig(outDir: string, devnet: Devnet): void
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
    example.writeConfig(outDir, started.value)
    servers.push(await serveStatic(outDir), await serveStatic(outDir, { csp: STRICT_CSP }))
  } catch (error) {
    await stop()
    throw error
  }
  const [plain, strict] = servers as [StaticServer, StaticServer]
  return { devnet: devnet!, outDir, plain, strict, stop }
}

/** The demo app (examples/dapp). */
export function startDapp(options: ExampleFixtureOptions = {}): Promise<ExampleFixture> {
  const build = (outDir: string) => buildDapp(outDir, { packages: options.packages ?? false })
  return startExample({ name: 'dapp', build, writeConfig: writeDappConfig }, options)
}

/** The UI on the SDK alone (examples/headless). */
export function startHeadless(options: ExampleFixtureOptions = {}): Promise<ExampleFixture> {
  return startExample({ name: 'headless', build: buildHeadless, writeConfig: writeHeadlessConfig }, options)
}
