import { fileURLToPath } from 'node:url'
import { build, type BuildOptions } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { startOutputs } from '@portico-examples/test-support/bundles/startOutputs'

// Bundles the core entry and checks what it pulls in. The chain libraries, WalletConnect and the HTTP client
// belong behind their own entries.
// The size budgets themselves are checked by size-limit (`.size-limit.mjs`) and `scripts/journey-size.mjs` (run by
// `npm test`).
const FORBIDDEN = ['viem', '@walletconnect', '@solana', 'ofetch', '@reown']

const options: BuildOptions = {
  entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  write: false,
  metafile: true,
  logLevel: 'silent',
}

describe('the core entry (sdk/src/index.ts)', () => {
  it('reaches no chain library, WalletConnect, or HTTP client', async () => {
    const result = await build(options)
    const inputs = Object.keys(result.metafile!.inputs)
    const forbidden = inputs.filter((input) => FORBIDDEN.some((name) => input.includes(`node_modules/${name}/`)))
    expect(forbidden).toEqual([])
  })

  it('holds the wallet-connection code (connectors, connect), still without viem', async () => {
    const result = await build(options)
    const inputs = Object.keys(result.metafile!.inputs)
    expect(inputs).toEqual(expect.arrayContaining(['sdk/src/connect/connect.ts', 'sdk/src/connectors/injected.ts']))
  })
})

describe('the eip155 clients entry (sdk/src/eip155/clients/index.ts)', () => {
  it('is where viem lives', async () => {
    const entry = fileURLToPath(new URL('./eip155/clients/index.ts', import.meta.url))
    const result = await build({ ...options, platform: 'browser', entryPoints: [entry] })
    const inputs = Object.keys(result.metafile!.inputs)
    expect(inputs.some((input) => input.includes('node_modules/viem/'))).toBe(true)
  })
})

describe('the WalletConnect entry (sdk/src/walletconnect/index.ts)', () => {
  it('loads @walletconnect only through a dynamic import: absent from its start-up graph, present in a lazy chunk', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./walletconnect/index.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: '/tmp/portico-bundle-test',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const outputs = result.metafile!.outputs
    // The entry's own output (lazy chunks carry an entryPoint too: their dynamic import's module).
    const entry = Object.keys(outputs).find((o) => outputs[o]!.entryPoint?.endsWith('walletconnect/index.ts'))!
    const initial = startOutputs(result.metafile!, entry)
    const reaches = (o: string) =>
      Object.keys(outputs[o]!.inputs).some((input) => input.includes('node_modules/@walletconnect/'))
    expect([...initial].filter(reaches)).toEqual([])
    expect(Object.keys(outputs).filter((o) => !initial.has(o) && reaches(o)).length).toBeGreaterThan(0)
  }, 60_000)
})

describe('dynamic imports of npm packages', () => {
  it('name what they use: a whole-namespace `await import(pkg)` keeps all of the package wherever an app also imports one of its functions', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const root = fileURLToPath(new URL('.', import.meta.url))
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('testing/'),
    )
    const namespaceImports = files.flatMap((file) =>
      [...readFileSync(`${root}/${file}`, 'utf8').matchAll(/const (\w+) = await import\('([^.'][^']*)'\)/g)].map(
        (match) => `${file}: const ${match[1]} = await import('${match[2]}')`,
      ),
    )
    expect(namespaceImports).toEqual([])
  })
})
