// The three packages as an app installs them: `npm pack` of each, installed with npm into a fresh project outside
// the workspace (from npm's cache when it has them: the versions the repo uses), next to the packages an EVM-only
// app adds (React, viem). The app is the packages' README snippets, checked by a strict compiler (skipLibCheck
// off, with the `bundler` and the `node16` resolution) and bundled. Needs `npm run build` first (`npm test` builds
// before it tests).
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const run = promisify(execFile)
const PACKAGES = ['sdk', 'themes', 'react-kit']

/** The version of a package the repo has installed, so npm finds it in its cache. */
const installed = (name: string) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string

/** The first fenced block of `language` in a package's README. */
function snippet(dir: string, language: string): string {
  const readme = readFileSync(join(root, dir, 'README.md'), 'utf8')
  const fence = '```'
  const block = new RegExp(`${fence}${language}\\n([\\s\\S]*?)${fence}`).exec(readme)
  if (!block?.[1]) throw new Error(`${dir}/README.md has no ${language} block`)
  return block[1]
}

const tsconfig = (resolution: 'bundler' | 'node16') => ({
  compilerOptions: {
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    target: 'ES2022',
    module: resolution === 'bundler' ? 'ESNext' : 'Node16',
    moduleResolution: resolution === 'bundler' ? 'Bundler' : 'Node16',
    jsx: 'react-jsx',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
  },
  include: ['src'],
})

let app: string
let tarballs: string[]

beforeAll(async () => {
  for (const dir of PACKAGES)
    expect(
      existsSync(join(root, dir, 'dist/types/index.d.ts')),
      `${dir}/dist is missing: run \`npm run build\` first`,
    ).toBe(true)
  app = mkdtempSync(join(tmpdir(), 'portico-app-'))
  const packs = join(app, 'packs')
  mkdirSync(packs)
  for (const dir of PACKAGES) await run('npm', ['pack', '--pack-destination', packs], { cwd: join(root, dir) })
  tarballs = readdirSync(packs).map((file) => join(packs, file))
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'evm-app', private: true, type: 'module' }))
  mkdirSync(join(app, 'src'))
  writeFileSync(join(app, 'src', 'sdk-readme.ts'), snippet('sdk', 'ts'))
  writeFileSync(join(app, 'src', 'App.tsx'), snippet('react-kit', 'tsx'))
  writeFileSync(join(app, 'src', 'themes-readme.ts'), snippet('themes', 'ts'))
  writeFileSync(join(app, 'src', 'css.d.ts'), "declare module '*.css'\n")
  const extras = ['react', 'react-dom', '@types/react', '@types/react-dom', 'viem'].map(
    (name) => `${name}@${installed(name)}`,
  )
  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...extras],
    {
      cwd: app,
    },
  )
}, 240_000)

afterAll(async () => {
  if (app) await rm(app, { recursive: true, force: true }) // two apps' node_modules: over a minute on a busy disk
}, 300_000)

/** A Solana-only page with the kit: the solana adapter, no viem and no WalletConnect installed. */
const SOLANA_PAGE = `import { createPortico } from '@portico/sdk'
import { solana } from '@portico/sdk/solana'
import { solanaMainnet } from '@portico/sdk/networks'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
import '@portico/themes/styles.css'
import '@portico/react/styles.css'

const portico = createPortico({ projectId: 'your-project-id', networks: [solanaMainnet], adapters: [solana()] })
createRoot(document.body).render(<PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>)
`

describe('the packed packages in a fresh EVM app', () => {
  it('each tarball holds its README, LICENSE, JavaScript and declarations', async () => {
    for (const tarball of tarballs) {
      const { stdout } = await run('tar', ['-tzf', tarball])
      const files = stdout.split('\n')
      for (const file of [
        'package/README.md',
        'package/LICENSE',
        'package/package.json',
        'package/dist/index.js',
        'package/dist/types/index.d.ts',
      ])
        expect(files, `${tarball} lacks ${file}`).toContain(file)
    }
  })

  it('installs no chain library the app did not ask for (no Solana, no WalletConnect) and no build tool', () => {
    const modules = readdirSync(join(app, 'node_modules'))
    expect(modules).not.toContain('@solana')
    expect(modules).not.toContain('@walletconnect')
    expect(modules).not.toContain('@vanilla-extract')
    expect(modules).toContain('viem')
  })

  it.each(['bundler', 'node16'] as const)(
    'type-checks the README snippets strictly (%s resolution)',
    async (resolution) => {
      writeFileSync(join(app, `tsconfig.${resolution}.json`), JSON.stringify(tsconfig(resolution)))
      const tsc = join(root, 'node_modules', '.bin', 'tsc')
      const result = await run(tsc, ['-p', `tsconfig.${resolution}.json`], { cwd: app }).then(
        () => '',
        (error: { stdout: string }) => error.stdout,
      )
      expect(result).toBe('')
    },
    180_000, // tsc over every declaration, skipLibCheck off: over a minute on a busy 2-core machine
  )

  it('a Solana-only app installs no viem and bundles with the kit: no entry it reaches imports the EVM library', async () => {
    const solanaApp = join(app, 'solana-app')
    mkdirSync(join(solanaApp, 'src'), { recursive: true })
    writeFileSync(
      join(solanaApp, 'package.json'),
      JSON.stringify({ name: 'solana-app', private: true, type: 'module' }),
    )
    writeFileSync(join(solanaApp, 'src', 'main.tsx'), SOLANA_PAGE)
    const extras = ['react', 'react-dom', '@solana/kit', '@solana-program/system', '@solana-program/token'].map(
      (name) => `${name}@${installed(name)}`,
    )
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...extras],
      { cwd: solanaApp },
    )
    expect(readdirSync(join(solanaApp, 'node_modules'))).not.toContain('viem')
    const esbuild = join(root, 'node_modules', '.bin', 'esbuild')
    await run(
      esbuild,
      [
        'src/main.tsx',
        '--bundle',
        '--format=esm',
        '--splitting',
        '--jsx=automatic',
        '--outdir=out',
        '--log-level=error',
      ],
      { cwd: solanaApp },
    )
    expect(readdirSync(join(solanaApp, 'out'))).toContain('main.js')
  }, 120_000)

  it('installs one copy of @noble/hashes beside viem (npm ls): the SDK and its verifiers are on the line viem pins', async () => {
    // viem pins @noble/hashes 1.8.0; the SDK's @noble/curves, @scure/btc-signer and @scure/sr25519 are on the same
    // line, so npm puts one copy at the app's top level and every package shares it.
    const { stdout } = await run('npm', ['ls', '@noble/hashes', '--all', '--parseable'], { cwd: app })
    const copies = new Set(stdout.split('\n').filter((line) => line.endsWith(join('@noble', 'hashes'))))
    expect([...copies]).toEqual([join(app, 'node_modules', '@noble', 'hashes')])
  })

  it("bundles one copy of @noble/hashes in an EVM app: the SDK's, which viem's (1.8.0) shares", async () => {
    // viem pins @noble/hashes 1.8.0; an SDK on another line would take the app's top-level copy and npm would nest
    // viem's under viem, ox and @scure/bip32 and bip39, each bundled apart.
    writeFileSync(
      join(app, 'src', 'evm.ts'),
      [
        "import { createPortico } from '@portico/sdk'",
        "import { eip155, sendTransaction, signMessage } from '@portico/sdk/eip155'",
        "import { getPublicClient } from '@portico/sdk/eip155/clients'",
        "import { devnet } from '@portico/sdk/networks'",
        '',
        "const portico = createPortico({ projectId: 'your-project-id', networks: [devnet], adapters: [eip155()] })",
        'export async function pay() {',
        "  await signMessage(portico, { message: 'Hello' })",
        "  await sendTransaction(portico, { to: '0x0000000000000000000000000000000000000001', value: 1n })",
        '  return getPublicClient(portico).getBlockNumber()',
        '}',
        '',
      ].join('\n'),
    )
    const esbuild = join(root, 'node_modules', '.bin', 'esbuild')
    await run(
      esbuild,
      ['src/evm.ts', '--bundle', '--format=esm', '--splitting', '--outdir=out-evm', '--metafile=evm-meta.json'],
      { cwd: app },
    )
    const { inputs } = JSON.parse(readFileSync(join(app, 'evm-meta.json'), 'utf8')) as { inputs: object }
    const copies = new Set(
      Object.keys(inputs)
        .filter((file) => file.includes('@noble/hashes/'))
        .map((file) => file.slice(0, file.indexOf('@noble/hashes/'))),
    )
    expect([...copies]).toEqual(['node_modules/'])
  }, 60_000)

  it('loads @portico/sdk/api with import and with require (one module, not two copies), and types it in a .cts file', async () => {
    // Node 20.19+ and 22.12+ load an ES module from require(); the packages' `default` export condition lets them.
    writeFileSync(
      join(app, 'both.mjs'),
      [
        "import { createRequire } from 'node:module'",
        "import { createCatalogueClient } from '@portico/sdk/api'",
        "const required = createRequire(import.meta.url)('@portico/sdk/api')",
        'console.log(typeof createCatalogueClient, required.createCatalogueClient === createCatalogueClient)',
      ].join('\n'),
    )
    writeFileSync(
      join(app, 'required.cjs'),
      "const { createCatalogueClient } = require('@portico/sdk/api')\nconsole.log(typeof createCatalogueClient)\n",
    )
    expect((await run(process.execPath, ['both.mjs'], { cwd: app })).stdout.trim()).toBe('function true')
    expect((await run(process.execPath, ['required.cjs'], { cwd: app })).stdout.trim()).toBe('function')

    // A CommonJS TypeScript file (`.cts`, compiled to require()) under the `nodenext` module setting.
    mkdirSync(join(app, 'cts'), { recursive: true })
    writeFileSync(
      join(app, 'cts', 'wallets.cts'),
      [
        "import { createCatalogueClient } from '@portico/sdk/api'",
        '',
        "const catalogue = createCatalogueClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'portico-devnet' })",
        'export const wallets = catalogue.getWallets({ page: 1, entries: 40 })',
        '',
      ].join('\n'),
    )
    writeFileSync(
      join(app, 'tsconfig.cts.json'),
      JSON.stringify({
        compilerOptions: { strict: true, skipLibCheck: false, noEmit: true, module: 'NodeNext', types: [] },
        include: ['cts'],
      }),
    )
    const tsc = join(root, 'node_modules', '.bin', 'tsc')
    const result = await run(tsc, ['-p', 'tsconfig.cts.json'], { cwd: app }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    )
    expect(result).toBe('')
  }, 180_000)

  it('bundles for the browser, with the styles', async () => {
    writeFileSync(
      join(app, 'src', 'main.tsx'),
      "import { createRoot } from 'react-dom/client'\nimport App from './App'\ncreateRoot(document.body).render(<App />)\n",
    )
    const esbuild = join(root, 'node_modules', '.bin', 'esbuild')
    await run(
      esbuild,
      ['src/main.tsx', '--bundle', '--format=esm', '--splitting', '--outdir=out', '--log-level=error'],
      { cwd: app },
    )
    const out = readdirSync(join(app, 'out'))
    expect(out).toContain('main.js')
    expect(out).toContain('main.css')
    expect(readFileSync(join(app, 'out', 'main.css'), 'utf8')).toContain('--portico-')
  }, 60_000)
})
