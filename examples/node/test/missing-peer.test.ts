// An app that uses an entry without its optional peer dependency: the built @portico/sdk installed in a folder of its
// own with its dependencies but none of its optional peers, as `npm install @portico/sdk` leaves it. The eip155 entry
// loads without viem and the solana entry without @solana/kit (each needs its peer only when an action runs); the
// first action fails with one typed error that names the package to install; vite's production build of such an app
// completes, and its first action fails the same way.
// Needs `npm run build` first (`npm test` builds before it tests).
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const run = promisify(execFile)
const app = mkdtempSync(join(tmpdir(), 'portico-missing-peer-'))
/** The SDK's optional peers: none is in the app. */
const PEERS: string[] = Object.keys(JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8')).peerDependencies)
afterAll(() => rmSync(app, { recursive: true, force: true }))

/**
 * The built SDK copied into the app's node_modules (a link would resolve viem from this repo), its dependencies linked
 * (the SDK's own copy where it has one, as npm nests it).
 */
function installWithoutPeers() {
  const sdk = join(app, 'node_modules/@portico/sdk')
  if (existsSync(sdk)) return
  mkdirSync(sdk, { recursive: true })
  cpSync(join(root, 'sdk/package.json'), join(sdk, 'package.json'))
  cpSync(join(root, 'sdk/dist'), join(sdk, 'dist'), { recursive: true })
  const { dependencies } = JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8'))
  for (const name of Object.keys(dependencies)) {
    const target = join(app, 'node_modules', name)
    mkdirSync(dirname(target), { recursive: true })
    const nested = join(root, 'sdk/node_modules', name)
    symlinkSync(existsSync(nested) ? nested : join(root, 'node_modules', name), target, 'dir')
  }
  for (const peer of PEERS) expect(existsSync(join(app, 'node_modules', peer)), peer).toBe(false)
}

/** An entry without the optional peer it needs: the quick start's SDK block for it, and the first action a button
 * would run (`getBalance` of one address). */
interface Case {
  entry: string
  /** The package the first action names (MISSING_PEER). */
  peer: string
  /** The entry's adapter (`eip155()`, `solana()`) and a network of its namespace from `@portico/sdk/networks`. */
  adapter: string
  network: string
  address: string
}

const cases: Case[] = [
  {
    entry: '@portico/sdk/eip155',
    peer: 'viem',
    adapter: 'eip155',
    network: 'devnet',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  },
  {
    entry: '@portico/sdk/solana',
    peer: '@solana/kit',
    adapter: 'solana',
    network: 'solanaDevnet',
    address: 'FDDx6HSMvwE2kBEM1jqrk4rYHFoYrYeQ8iA9Ucnkwz1S',
  },
]

/** The app's module for a case: it exports `firstAction`, which answers what the action threw. */
const appModule = ({ entry, adapter, network, address }: Case) => `
  import { createPortico } from '@portico/sdk'
  import { ${adapter}, getBalance } from '${entry}'
  import { ${network} } from '@portico/sdk/networks'

  const portico = createPortico({ projectId: 'portico-devnet', networks: [${network}], adapters: [${adapter}()] })

  export async function firstAction() {
    try {
      await getBalance(portico, { address: '${address}' })
      return { thrown: false }
    } catch (error) {
      return { name: error.name, code: error.code, message: error.message, params: error.params }
    }
  }
`

/** What `firstAction` of the module at `path` (in the app) answers, run by Node in the app's folder. */
async function firstActionOf(path: string): Promise<unknown> {
  const check = `const { firstAction } = await import("./${path}"); console.log(JSON.stringify(await firstAction()))`
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', check], { cwd: app })
  return JSON.parse(stdout.trim())
}

const missingPeer = (peer: string) => ({
  name: 'PorticoError',
  code: 'MISSING_PEER',
  message: `This needs the package ${peer}: npm install ${peer}`,
  params: { package: peer },
})

describe.each(cases)('$entry without $peer', (entryCase) => {
  const { entry, peer } = entryCase
  const name = entry.replace(/\W+/g, '-')
  const module = appModule(entryCase)

  it(`loads in Node, and its first action fails with MISSING_PEER naming \`npm install ${peer}\``, async () => {
    expect(existsSync(`${root}sdk/dist/index.js`), 'sdk/dist is missing: run `npm run build` first').toBe(true)
    installWithoutPeers()
    writeFileSync(join(app, `${name}.mjs`), module)
    expect(await firstActionOf(`${name}.mjs`)).toEqual(missingPeer(peer))
  })

  it('vite build of the app completes (no MISSING_EXPORT) and its first action is MISSING_PEER', async () => {
    expect(existsSync(`${root}sdk/dist/index.js`), 'sdk/dist is missing: run `npm run build` first').toBe(true)
    installWithoutPeers()
    writeFileSync(join(app, 'package.json'), JSON.stringify({ type: 'module', dependencies: { '@portico/sdk': '*' } }))
    writeFileSync(join(app, `${name}.js`), module)
    const warnings: { code?: string; message: string }[] = []
    // A library build bundles every dependency into files Node can run, as an app's build bundles them for a page.
    await build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      build: {
        lib: { entry: join(app, `${name}.js`), formats: ['es'], fileName: name },
        outDir: join(app, 'dist'),
        rolldownOptions: { onwarn: (warning) => void warnings.push(warning) },
      },
    })
    expect(warnings.filter((w) => w.code === 'MISSING_EXPORT')).toEqual([])
    // What vite still says: the peer's functions the SDK uses are undefined in this build, each warning naming the peer.
    const stub = new RegExp(`__vite-optional-peer-dep:(${PEERS.join('|')})(/[\\w/-]+)?:@portico/sdk`)
    for (const w of warnings) {
      expect(w.code).toBe('IMPORT_IS_UNDEFINED')
      expect(w.message).toMatch(stub)
    }
    expect(await firstActionOf(`dist/${name}.js`)).toEqual(missingPeer(peer))
  }, 60_000)
})
