// An app that uses an entry without its optional peer dependency: the built @portico/sdk installed in a folder of its
// own with its dependencies but without viem, as `npm install @portico/sdk` leaves it. The eip155 entry loads (it
// needs viem only when an action runs); the first action that needs viem fails with one typed error that names the
// package to install. Needs `npm run build` first (`npm test` builds before it tests).
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const run = promisify(execFile)
const app = mkdtempSync(join(tmpdir(), 'portico-missing-peer-'))
afterAll(() => rmSync(app, { recursive: true, force: true }))

/** The built SDK copied into the app's node_modules (a link would resolve viem from this repo), its dependencies linked. */
function installWithoutPeers() {
  const sdk = join(app, 'node_modules/@portico/sdk')
  mkdirSync(sdk, { recursive: true })
  cpSync(join(root, 'sdk/package.json'), join(sdk, 'package.json'))
  cpSync(join(root, 'sdk/dist'), join(sdk, 'dist'), { recursive: true })
  const { dependencies } = JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8'))
  for (const name of Object.keys(dependencies)) {
    const target = join(app, 'node_modules', name)
    mkdirSync(dirname(target), { recursive: true })
    symlinkSync(join(root, 'node_modules', name), target, 'dir')
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
