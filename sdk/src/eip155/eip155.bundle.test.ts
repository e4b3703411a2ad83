import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { startOutputs } from '@portico-examples/test-support/bundles/startOutputs'

// An app that starts with `createPortico({ adapters: [eip155()] })`, bundled from source as a browser bundler
// sees it: the adapter (accounts, checksums, chain ids, network switch, personal_sign) loads no viem; viem comes
// only with the RPC clients and actions, which apps and the SDK's lazy entries import on their own.
const CHAIN_LIBRARIES = ['node_modules/viem/', 'node_modules/ox/', 'node_modules/abitype/']
const src = fileURLToPath(new URL('..', import.meta.url))

/** The source modules and packages in the start of an app made of `code` (its output and the static imports). */
async function startInputs(code: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: code, resolveDir: src, loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: '/tmp/portico-eip155-bundle-test',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const main = Object.keys(outputs).find((o) => outputs[o]!.entryPoint === '<stdin>')!
  const start = startOutputs(result.metafile, main)
  return [...start].flatMap((o) => Object.keys(outputs[o]!.inputs))
}

const chainLibraries = (inputs: string[]) =>
  inputs.filter((input) => CHAIN_LIBRARIES.some((lib) => input.includes(lib)))

describe('the eip155 adapter at start', () => {
  it('createPortico with eip155() loads no viem, ox or abitype', async () => {
    const inputs = await startInputs(`
      import { createPortico } from './index.ts'
      import { eip155 } from './eip155/index.ts'
      export const portico = createPortico({ projectId: 'app', adapters: [eip155()] })
    `)
    // The adapter's modules are in the bundle (so the check below is about them).
    expect(inputs).toEqual(
      expect.arrayContaining([
        'sdk/src/eip155/eip155.ts',
        'sdk/src/eip155/getAccounts.ts',
        'sdk/src/eip155/checksumAddress.ts',
      ]),
    )
    expect(chainLibraries(inputs)).toEqual([])
  }, 60_000)

  it('importing the actions (sign, send, balance, contract write) loads no viem either: it comes when one runs', async () => {
    const inputs = await startInputs(`
      import { getBalance, sendTransaction, signMessage, writeContract } from './eip155/index.ts'
      export { getBalance, sendTransaction, signMessage, writeContract }
    `)
    expect(inputs).toEqual(expect.arrayContaining(['sdk/src/eip155/actions.ts']))
    expect(inputs).not.toContain('sdk/src/eip155/walletActions.ts')
    expect(chainLibraries(inputs)).toEqual([])
  }, 60_000)

  it('viem comes with the clients entry, when the app imports it (the checks above do see viem)', async () => {
    const inputs = await startInputs(`
      import { getPublicClient } from './eip155/clients/index.ts'
      export { getPublicClient }
    `)
    expect(chainLibraries(inputs)).not.toEqual([])
  }, 60_000)
})
