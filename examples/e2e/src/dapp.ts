// The demo app (examples/dapp) for end-to-end tests: one devnet (chains, API, relay, frame on free ports), one
// production build of the app with the devnet's URLs beside it, served twice — plainly and under STRICT_CSP.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type Devnet } from '../../devnet/src/index.js'
import { buildDapp, writeDevnetConfig } from '../../dapp/serve.mjs'
import { serveStatic, STRICT_CSP, type StaticServer } from './serveStatic'

export interface DappFixture {
  devnet: Devnet
  /** The built app, served with no Content-Security-Policy. */
  plain: StaticServer
  /** The same app under `STRICT_CSP`. */
  strict: StaticServer
  stop(): Promise<void>
}

export interface DappFixtureOptions {
  /** Start the devnet's WalletConnect relay (default true). */
  relay?: boolean
  /** Start the devnet's embedded-wallet frame (default true). */
  frame?: boolean
}

/** Starts the devnet and builds the app side by side; `stop()` removes everything it made. */
export async function startDapp(options: DappFixtureOptions = {}): Promise<DappFixture> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-e2e-devnet-'))
  const outDir = await mkdtemp(join(tmpdir(), 'portico-e2e-dapp-'))
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
    })
    // Both run to the end before a failure is thrown, so that a devnet that did start is stopped.
    const [started, built] = await Promise.allSettled([starting, buildDapp(outDir)])
    if (started.status === 'fulfilled') devnet = started.value
    if (started.status === 'rejected') throw started.reason
    if (built.status === 'rejected') throw built.reason
    writeDevnetConfig(outDir, started.value)
    servers.push(await serveStatic(outDir), await serveStatic(outDir, { csp: STRICT_CSP }))
  } catch (error) {
    await stop()
    throw error
  }
  const [plain, strict] = servers as [StaticServer, StaticServer]
  return { devnet: devnet!, plain, strict, stop }
}
