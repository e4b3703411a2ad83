import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { startOutputs } from '@portico-examples/test-support/bundles/startOutputs'

// The money-movement entries (@portico/sdk/send, /swap, /receive, /onramp) as a browser bundler sees them:
// viem and @solana/kit only in lazy chunks (loaded when a transaction is estimated or sent), never at start-up; the
// send form reaches them only through the app's adapters (`eip155()`, `solana()`).
const ENTRIES = ['send', 'swap', 'receive', 'onramp']
const CHAIN_LIBRARIES = ['node_modules/viem/', 'node_modules/@solana/']

async function startupInputs(entry: string) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`../${entry}/index.ts`, import.meta.url))],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: `/tmp/portico-${entry}-bundle-test`,
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  // The entry's own output (lazy chunks carry an entryPoint too: their dynamic import's module).
  const start = Object.keys(outputs).find((o) => outputs[o]!.entryPoint?.endsWith(`sdk/src/${entry}/index.ts`))!
  const initial = startOutputs(result.metafile, start)
  const inputsOf = (names: Iterable<string>) => [...names].flatMap((o) => Object.keys(outputs[o]!.inputs))
  return { startup: inputsOf(initial), lazy: inputsOf(Object.keys(outputs).filter((o) => !initial.has(o))) }
}

describe('the money-movement entries', () => {
  for (const entry of ENTRIES) {
    it(`@portico/sdk/${entry} loads no chain library at start-up`, async () => {
      const { startup } = await startupInputs(entry)
      expect(startup.filter((input) => CHAIN_LIBRARIES.some((lib) => input.includes(lib)))).toEqual([])
    }, 60_000)
  }

  it('send and swap reach no chain library at all: the adapter of the namespace sending brings its own', async () => {
    for (const entry of ['send', 'swap']) {
      const { startup, lazy } = await startupInputs(entry)
      expect([...startup, ...lazy].filter((input) => CHAIN_LIBRARIES.some((lib) => input.includes(lib)))).toEqual([])
    }
  }, 60_000)
})
