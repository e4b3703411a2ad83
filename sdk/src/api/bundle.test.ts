import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// The api entry with its dependencies bundled in: it must not bring a chain library, WalletConnect or a store
// library along. Its size is gated on the built package by size-limit (`.size-limit.mjs`), which npm test runs.
const FORBIDDEN = ['viem', '@walletconnect', '@solana', '@reown', 'nanostores']

async function bundle() {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  return { inputs: Object.keys(result.metafile.inputs) }
}

describe('@portico/sdk/api', () => {
  it('pulls in no chain library, WalletConnect or store library', async () => {
    const { inputs } = await bundle()
    expect(inputs.filter((input) => FORBIDDEN.some((name) => input.includes(`node_modules/${name}/`)))).toEqual([])
  })
})
