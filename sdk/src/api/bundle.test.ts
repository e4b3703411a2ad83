import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// The api entry as an app ships it: its dependencies bundled in (as scripts/size.mjs measures it), minified, gzip.
// 8 kB, plus 0.5 kB that the URL policy (links and images checked in every answer, issue #16) costs.
const API_BUDGET_GZIP_BYTES = 8.5 * 1024
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
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  return { gzipBytes: gzipSync(code, { level: 9 }).length, inputs: Object.keys(result.metafile.inputs) }
}

describe('@portico/sdk/api', () => {
  it('is under 8.5 kB gzip with its dependencies', async () => {
    const { gzipBytes } = await bundle()
    expect(gzipBytes).toBeLessThan(API_BUDGET_GZIP_BYTES)
  })

  it('pulls in no chain library, WalletConnect or store library', async () => {
    const { inputs } = await bundle()
    expect(inputs.filter((input) => FORBIDDEN.some((name) => input.includes(`node_modules/${name}/`)))).toEqual([])
  })
})
