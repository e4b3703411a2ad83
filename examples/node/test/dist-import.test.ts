// The built packages, as an app installs them: plain Node with no DOM imports the SDK, creates an instance and drives
// the modal's state. Needs `npm run build` first (`npm test` builds before it tests).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
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
