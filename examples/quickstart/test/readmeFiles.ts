// The README's quick-start blocks, read from README.md itself: a block whose first line names a file of
// examples/quickstart/src (`// examples/quickstart/src/portico.ts — …`) is that file, whole.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The README's TypeScript blocks that are quick-start files, by file name (`portico.ts`, `App.tsx`…). */
export function readmeFiles(): Map<string, string> {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  const files = new Map<string, string>()
  for (const [, code = ''] of readme.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const name = /^\/\/ examples\/quickstart\/src\/([\w.]+)/.exec(code)?.[1]
    if (name) files.set(name, code)
  }
  return files
}
