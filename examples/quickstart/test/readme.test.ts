// The quick starts of the README and docs/quickstart.md are these files, copied whole (each block names its file in
// its first line), so a snippet cannot drift from code that compiles: `npm run typecheck` checks them with the repo,
// and here the HTTP clients' snippet runs in Node against a devnet started here (its address put in for :8787), and
// the React one is bundled for the browser the way create-vite's main.tsx imports it (`import App from './App'`).
// The SDK snippets that need a page are the demo's and the headless example's own calls, which the e2e tests run in
// Chromium; so are the README's plain HTML and Vue blocks, the files of examples/html and examples/vue
// (examples/e2e/test/elements.test.ts).
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@portico-examples/devnet'
import { buildSdk, buildSdkApi } from '@portico-examples/test-support/bundles/buildSdkApi'
import { privateKeyProvider } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { external } from '@portico/sdk'
import { exampleBlocks, readmeFiles, repoRoot as root } from './readmeFiles'

const src = fileURLToPath(new URL('../src/', import.meta.url))
const run = promisify(execFile)

let devnet: Devnet
let dataDir = ''

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portico-quickstart-'))
  ;[devnet] = await Promise.all([
    startDevnet({ port: 0, chainPorts: [0, 0], dataDir, reset: true, quiet: true }),
    buildSdkApi().then(buildSdk),
  ])
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe("the README's quick starts", () => {
  it('are the files of examples/quickstart/src, whole, and every one of them is shown', () => {
    const shown = readmeFiles()
    expect([...shown.keys()].sort()).toEqual(readdirSync(src).sort())
    for (const [name, { page, code }] of shown)
      expect(code, `${name} in ${page}`).toBe(readFileSync(join(src, name), 'utf8'))
  })

  it('start in the README: the instance and the React app, within its first 40 lines', () => {
    const shown = readmeFiles()
    expect(shown.get('portico.ts')?.page).toBe('README.md')
    expect(shown.get('App.tsx')?.page).toBe('README.md')
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n')
    expect(lines.findIndex((line) => line.startsWith('// examples/quickstart/src/portico.ts'))).toBeLessThan(40)
  })

  it('outside React: the plain HTML and Vue blocks are the examples’ files, whole (elements.test.ts runs them)', () => {
    const blocks = exampleBlocks()
    expect([...blocks.keys()].sort()).toEqual(['examples/html/index.html', 'examples/vue/src/App.vue'])
    for (const [path, code] of blocks) expect(code, path).toBe(readFileSync(join(root, path), 'utf8'))
  })

  it('the HTTP clients snippet runs in Node and lists the devnet wallets it searched for', async () => {
    const script = join(root, 'examples/quickstart/.api-run.mjs')
    writeFileSync(script, readFileSync(join(src, 'api.ts'), 'utf8').replaceAll('http://127.0.0.1:8787', devnet.apiUrl))
    try {
      const { stdout } = await run(process.execPath, [script], { cwd: root, timeout: 20_000 })
      expect(stdout.trim()).toBe('1 wallets: Devnet Mobile Wallet')
    } finally {
      rmSync(script, { force: true })
    }
  })

  it('the several-wallets snippet adds two wallets, switches wallet and account, and disconnects one', async () => {
    // Two private-key EIP-1193 wallets on the devnet's chain, given as the app's own connectors (no page here).
    const { addWallet, removeWallet, useWallet, wallets } = await import('../src/wallets')
    const rpcUrl = devnet.rpcUrls[31337]!
    const account = (i: number) => devnet.accounts[i]!
    const wallet = (id: string, keys: number[]) => {
      const [first, ...more] = keys.map((i) => account(i).privateKey)
      const provider = privateKeyProvider({
        privateKey: first!,
        morePrivateKeys: more,
        chains: [{ chainId: 31337, rpcUrl }],
      })
      return external({ id, name: id, provider })
    }
    await addWallet(wallet('Saving', [1, 2]))
    await addWallet(wallet('Daily', [3]))
    const shown = () => wallets().map((w) => [w.connector.name, w.address, w.active])
    expect(shown()).toEqual([
      ['Daily', account(3).address, true],
      ['Saving', account(1).address, false],
    ])

    await useWallet('eip155:Saving', account(2).address)
    expect(shown()[0]).toEqual(['Saving', account(2).address, true])

    await removeWallet('eip155:Saving')
    expect(shown()).toEqual([['Daily', account(3).address, true]])
  })

  it('the React snippet bundles for the browser, with its styles', async () => {
    const out = mkdtempSync(join(tmpdir(), 'portico-quickstart-build-'))
    try {
      // The page's entry sits beside the snippet, where an app's would, so its packages resolve as the app's do.
      const entry = join(src, '..', '.build-main.tsx')
      writeFileSync(
        entry,
        "import { createRoot } from 'react-dom/client'\nimport App from './src/App'\ncreateRoot(document.body).render(<App />)\n",
      )
      await run(
        join(root, 'node_modules/.bin/esbuild'),
        [
          entry,
          '--bundle',
          '--format=esm',
          '--splitting',
          `--outdir=${join(out, 'dist')}`,
          '--log-level=error',
          '--jsx=automatic',
          '--tsconfig=scripts/size.tsconfig.json',
        ],
        { cwd: root },
      )
      const built = readdirSync(join(out, 'dist'))
      expect(built).toContain('.build-main.js')
      // The kit's and the themes' styles, with the theme contract's variables.
      expect(readFileSync(join(out, 'dist', '.build-main.css'), 'utf8')).toContain('--portico-')
    } finally {
      rmSync(out, { recursive: true, force: true })
      rmSync(join(src, '..', '.build-main.tsx'), { force: true })
    }
  }, 60_000)
})
