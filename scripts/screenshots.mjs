// `npm run screenshots`: every view of the kit the demo reaches, in Chromium on the devnet, in the dark and light
// themes, in Arabic (right to left) and on a 390 px phone, written to docs/screens/<pass>/<View>.png. The pictures
// come from the e2e test that also checks each view with axe and against the window (examples/e2e/test/dapp-views).
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const ARTIFACTS = 'examples/e2e/artifacts'
const OUT = 'docs/screens'
const PASSES = ['dark', 'light', 'ar', '390px']

const run = spawnSync('npx', ['vitest', 'run', 'examples/e2e/test/dapp-views.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, IS_VITEST: 'true' },
})
if (run.status !== 0) process.exit(run.status ?? 1)

let written = 0
for (const pass of PASSES) {
  mkdirSync(join(OUT, pass), { recursive: true })
  for (const file of readdirSync(ARTIFACTS)) {
    const prefix = `dapp-${pass}-`
    if (!file.startsWith(prefix) || !file.endsWith('.png')) continue
    copyFileSync(join(ARTIFACTS, file), join(OUT, pass, file.slice(prefix.length)))
    written++
  }
}
console.log(`screenshots: ${written} views written to ${OUT}/{${PASSES.join(',')}}`)
