// An app that uses an entry without its optional peer dependency: the built @portico/sdk installed in a folder of its
// own with its dependencies but without viem, as `npm install @portico/sdk` leaves it. The eip155 entry loads (it
// needs viem only when an action runs); the first action that needs viem fails with one typed error that names the
// package to install; vite's production build of such an app completes, and its first action fails the same way.
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
  expect(existsSync(join(app, 'node_modules/viem'))).toBe(false)
}

const script = `
  const { createPortico } = await import('@portico/sdk')
  const { eip155, getBalance } = await import('@portico/sdk/eip155')
  const { devnet } = await import('@portico/sdk/networks')
  const p = createPortico({ projectId: 'portico-devnet', networks: [devnet], adapters: [eip155()] })
  try {
    await getBalance(p, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    console.log(JSON.stringify({ thrown: false }))
  } catch (error) {
    console.log(JSON.stringify({ name: error.name, code: error.code, message: error.message, params: error.params }))
  }
`

describe('an entry without its optional peer', () => {
  it('@portico/sdk/eip155 without viem: the first action fails with MISSING_PEER, naming `npm install viem`', async () => {
    expect(existsSync(`${root}sdk/dist/index.js`), 'sdk/dist is missing: run `npm run build` first').toBe(true)
    installWithoutPeers()
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app })
    expect(JSON.parse(stdout.trim())).toEqual({
      name: 'PorticoError',
      code: 'MISSING_PEER',
      message: 'This needs the package viem: npm install viem',
      params: { package: 'viem' },
    })
  })
})

/** The quick start's SDK block as an app's module: the first action it exports is what a button would run. */
const appModule = `
  import { createPortico } from '@portico/sdk'
  import { eip155, getBalance } from '@portico/sdk/eip155'
  import { devnet } from '@portico/sdk/networks'

  const portico = createPortico({ projectId: 'portico-devnet', networks: [devnet], adapters: [eip155()] })

  export async function firstAction() {
    try {
      await getBalance(portico, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
      return { thrown: false }
    } catch (error) {
      return { name: error.name, code: error.code, message: error.message, params: error.params }
    }
  }
`

describe('vite build of an app without the optional peer', () => {
  it('@portico/sdk/eip155 without viem: the build completes (no MISSING_EXPORT) and the first action is MISSING_PEER', async () => {
    expect(existsSync(`${root}sdk/dist/index.js`), 'sdk/dist is missing: run `npm run build` first').toBe(true)
    installWithoutPeers()
    writeFileSync(join(app, 'package.json'), JSON.stringify({ type: 'module', dependencies: { '@portico/sdk': '*' } }))
    writeFileSync(join(app, 'app.js'), appModule)
    const warnings: { code?: string; message: string }[] = []
    // A library build bundles every dependency into files Node can run, as an app's build bundles them for a page.
    await build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      build: {
        lib: { entry: join(app, 'app.js'), formats: ['es'], fileName: 'app' },
        outDir: join(app, 'dist'),
        rolldownOptions: { onwarn: (warning) => void warnings.push(warning) },
      },
    })
    expect(warnings.filter((w) => w.code === 'MISSING_EXPORT')).toEqual([])
    // What vite still says: the viem functions the SDK uses are undefined in this build, each warning naming viem.
    for (const w of warnings) {
      expect(w.code).toBe('IMPORT_IS_UNDEFINED')
      expect(w.message).toMatch(/__vite-optional-peer-dep:viem(\/actions)?:@portico\/sdk/)
    }
    const check =
      'const { firstAction } = await import("./dist/app.js"); console.log(JSON.stringify(await firstAction()))'
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', check], { cwd: app })
    expect(JSON.parse(stdout.trim())).toEqual({
      name: 'PorticoError',
      code: 'MISSING_PEER',
      message: 'This needs the package viem: npm install viem',
      params: { package: 'viem' },
    })
  }, 60_000)
})
