// The built packages' declarations, as a strict app's compiler sees them (skipLibCheck off): the quick start
// type-checks, and mistakes are errors, so the types are real and not `any`. Needs `npm run build` first (`npm test`
// builds before it tests).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const run = promisify(execFile)

describe('the built packages in a strict TypeScript app', () => {
  it('type-checks the quick start and rejects wrong calls, with every shipped declaration checked', async () => {
    for (const types of ['sdk', 'themes', 'react-kit'].map((dir) => `${root}${dir}/dist/types/index.d.ts`))
      expect(existsSync(types), `${types} is missing: run \`npm run build\` first`).toBe(true)
    const project = fileURLToPath(new URL('./strict-app/tsconfig.json', import.meta.url))
    const result = await run('npx', ['tsc', '-p', project], { cwd: root }).then(
      () => ({ code: 0, output: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, output: error.stdout }),
    )
    expect(result.output).toBe('')
    expect(result.code).toBe(0)
  }, 180_000) // a whole strict type-check: over a minute on a busy 2-core machine
})
