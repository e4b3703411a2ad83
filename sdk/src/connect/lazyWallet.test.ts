import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type BuildOptions, type Metafile } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Core from '../index'
import type { Connector } from '../connectors/types'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { createPortico } from '../instance/createPortico'
import { connect } from './connect'
import { startOutputs } from '@portico-examples/test-support/bundles/startOutputs'

// The code that talks to wallets is fetched when an action needs it, not with the core: the core entry is bundled
// from source as an app's bundler would, and its start (the entry and what it imports statically) is inspected,
// then run with the wallet code's chunks removed.

/** The wallet code: the bodies of connect, reconnect, disconnect, switchConnection and switchAccount and what only
 * they use. */
const WALLET_MODULES = [
  'connectWallet',
  'disconnectWallets',
  'endSessions',
  'reconnectWallet',
  'restoreConnections',
  'heldToRestore',
  'activateConnection',
  'chooseAccount',
  'applyConnection',
  'followWallet',
  'walletAccounts',
  'providerOf',
  'adapterFor',
  'networkFor',
].map((name) => `sdk/src/connect/${name}.ts`)

const entry = fileURLToPath(new URL('../index.ts', import.meta.url))
const options: BuildOptions = {
  entryPoints: [entry],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  metafile: true,
  logLevel: 'silent',
}

/** The outputs an app loads at start (the entry and its static imports), and the others (fetched on demand). */
function split(metafile: Metafile) {
  const outputs = metafile.outputs
  const main = Object.keys(outputs).find((o) => outputs[o]!.entryPoint?.endsWith('sdk/src/index.ts'))!
  const start = startOutputs(metafile, main)
  const later = Object.keys(outputs).filter((o) => o.endsWith('.js') && !start.has(o))
  const inputsOf = (os: Iterable<string>) => [...os].flatMap((o) => Object.keys(outputs[o]!.inputs))
  return { start, later, startInputs: inputsOf(start), laterInputs: inputsOf(later) }
}

describe('the core entry', () => {
  it('holds the actions but not the wallet code, which is a chunk imported dynamically', async () => {
    // npm packages stay imports, as in the "own" size figure.
    const result = await build({ ...options, write: false, outdir: '/tmp/portico-lazy-wallet', packages: 'external' })
    const { startInputs, laterInputs } = split(result.metafile!)
    expect(startInputs).toEqual(
      expect.arrayContaining([
        'sdk/src/connect/connect.ts',
        'sdk/src/connect/reconnect.ts',
        'sdk/src/connect/disconnect.ts',
      ]),
    )
    expect(startInputs.filter((input) => WALLET_MODULES.includes(input))).toEqual([])
    expect(laterInputs).toEqual(expect.arrayContaining(WALLET_MODULES))
    // The wallet code imports the core's modules it uses; they stay in the start, none is copied into its chunk.
    expect(laterInputs).not.toContain('sdk/src/connect/disconnect.ts')
  })
})

describe('the built core, with the wallet code removed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-lazy-wallet-'))
  let core: typeof Core
  // The core bundled with its dependencies into `dir`, every chunk it does not load at start deleted.
  beforeAll(async () => {
    const result = await build({ ...options, outdir: dir, write: true })
    const { later, laterInputs } = split(result.metafile!)
    expect(laterInputs).toEqual(expect.arrayContaining(WALLET_MODULES))
    for (const output of later) rmSync(output)
    core = (await import(pathToFileURL(join(dir, 'index.js')).href)) as typeof Core
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  // Stands in for a browser wallet: the test is about what is loaded, not about the wallet's protocol.
  const wallet: Connector = {
    id: 'test-wallet',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    provider: { request: async () => null },
    connect: async () => ({ addresses: [ADDRESS], chainId: String(devnet.id) }),
  }

  function instance(store: Map<string, string> = new Map()) {
    const platform = memoryPlatform()
    for (const [k, v] of store) platform.store.set(k, v)
    const p = core.createPortico({ projectId: 'test-project', networks: [devnet], connectors: [wallet], platform })
    const errors: unknown[] = []
    core.watchErrors(p, { onError: (error) => void errors.push(error) })
    return { p, platform, errors }
  }

  it('starts, opens the modal and reconnects a fresh visitor (nothing stored) without fetching it', async () => {
    const { p, errors } = instance()
    expect(await core.reconnect(p)).toEqual([])
    core.open(p)
    expect(p.$modal.get().open).toBe(true)
    expect(p.$router.get().view).toBe('Connect')
    expect(errors).toEqual([])
    expect(p.$account.get().status).toBe('disconnected')
  })

  it('fetches it to restore a stored connection: when it cannot be loaded, the error is reported and the connection kept for the next start', async () => {
    const before = memoryPlatform()
    await connect(
      createPortico({ projectId: 'test-project', networks: [devnet], connectors: [wallet], platform: before }),
      { connector: 'test-wallet' },
    )
    const [connectorKey] = [...before.store].find(([, value]) => value.includes('test-wallet'))!

    const { p, platform, errors } = instance(before.store)
    const reconnecting = core.reconnect(p)
    expect(p.$account.get().status).toBe('reconnecting')
    expect(await reconnecting).toEqual([])
    expect(errors).toHaveLength(1)
    expect(p.$account.get().status).toBe('disconnected')
    expect(platform.store.get(connectorKey)).toBe(before.store.get(connectorKey))
  })

  it("fetches it on connect, after showing 'connecting': when it cannot be loaded, connect fails and the status is restored", async () => {
    const { p, errors } = instance()
    const connecting = core.connect(p, { connector: 'test-wallet' })
    expect(p.$account.get().status).toBe('connecting')
    await expect(connecting).rejects.toBeInstanceOf(core.PorticoError)
    expect(p.$account.get().status).toBe('disconnected')
    expect(p.$connectors.get().connectStatus).toBe('error')
    expect(errors).toHaveLength(1)
  })

  it('fetches it on disconnect: when it cannot be loaded, disconnect fails with "Failed to disconnect" and says so to its watchers', async () => {
    const { p, errors } = instance()
    const events: string[] = []
    // `watchConnectionEvents` is not in the root: its listeners are the instance's.
    p.walletSessions.listeners.add((event) => void events.push(event.type))
    await expect(core.disconnect(p)).rejects.toMatchObject({
      code: 'DISCONNECT_FAILED',
      message: 'Failed to disconnect',
    })
    expect(events).toEqual(['disconnect_error'])
    expect(p.$connectors.get().disconnectStatus).toBe('error')
    expect(errors).toHaveLength(1)
  })
})
