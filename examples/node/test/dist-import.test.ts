// The built packages, as an app installs them: plain Node with no DOM imports the SDK, creates an instance and drives
// the modal's state. Needs `npm run build` first (`npm test` builds before it tests).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const run = promisify(execFile)

const script = `
  if (typeof window !== 'undefined' || typeof document !== 'undefined' || typeof localStorage !== 'undefined') throw new Error('DOM present')
  const sdk = await import('@portico/sdk')
  const { devnet } = await import('@portico/sdk/networks')
  const p = sdk.createPortico({ projectId: 'portico-devnet', networks: [devnet] })
  sdk.open(p)
  const opened = p.$modal.get().open
  const first = p.$router.get().view
  sdk.push(p, { view: 'AllWallets' })
  const pushed = p.$router.get().view
  sdk.goBack(p)
  const back = p.$router.get().view
  sdk.close(p)
  console.log(JSON.stringify({ opened, first, pushed, back, closed: !p.$modal.get().open }))
`

describe('the built @portico/sdk in plain Node', () => {
  it('imports with no DOM, creates an instance, pushes views, opens and closes', async () => {
    expect(existsSync(`${root}sdk/dist/index.js`), 'sdk/dist is missing: run `npm run build` first').toBe(true)
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root })
    expect(JSON.parse(stdout.trim())).toEqual({
      opened: true,
      first: 'Connect',
      pushed: 'AllWallets',
      back: 'Connect',
      closed: true,
    })
  })
})

// Issue #32: a page or script that reads only the wallet catalogue. A bundler keeps every `import()` of every file it
// reaches as a chunk, even in code nothing calls, and the file that held createCatalogueClient also held the wallet
// lists, which import the core: 11 files and 19 kB gzip for one client. Its size is gated by size-limit.
describe('createCatalogueClient from the built @portico/sdk/api, alone', () => {
  it('bundles to one file with valibot: no file of the core, no lazy chunk', async () => {
    expect(existsSync(`${root}sdk/dist/api.js`), 'sdk/dist is missing: run `npm run build` first').toBe(true)
    const result = await build({
      stdin: { contents: "export { createCatalogueClient } from '@portico/sdk/api'", resolveDir: root },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: join(tmpdir(), 'portico-catalogue-alone'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      // Packages resolve as an app resolves them (their package.json exports), not through the repo's source paths.
      tsconfig: `${root}scripts/size.tsconfig.json`,
    })
    const files = Object.keys(result.metafile.outputs).filter((o) => o.endsWith('.js'))
    expect(files).toHaveLength(1)
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.filter((input) => /sdk\/dist\/chunks\/core-/.test(input))).toEqual([])
    expect(inputs.some((input) => input.includes('node_modules/valibot'))).toBe(true)
  })
})
