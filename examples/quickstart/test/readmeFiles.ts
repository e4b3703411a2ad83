// The quick-start blocks, read from the pages that show them: a block whose first line names a file of
// examples/quickstart/src (`// examples/quickstart/src/portico.ts — …`) is that file, whole.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The pages that show quick starts: the README's short one, docs/quickstart.md the others. */
export const PAGES = ['README.md', 'docs/quickstart.md']

/** The TypeScript blocks of those pages that are quick-start files, by file name, with the page that shows each. */
export function readmeFiles(): Map<string, { page: string; code: string }> {
  const files = new Map<string, { page: string; code: string }>()
  for (const page of PAGES) {
    const text = readFileSync(join(repoRoot, page), 'utf8')
    for (const [, code = ''] of text.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
      const name = /^\/\/ examples\/quickstart\/src\/([\w.]+)/.exec(code)?.[1]
      if (!name) continue
      if (files.has(name)) throw new Error(`${name} is shown twice`)
      files.set(name, { page, code })
    }
  }
  return files
}

/**
 * The README's blocks that are whole files of the examples outside React (`examples/html/index.html`,
 * `examples/vue/src/App.vue`), by path: a block of those languages whose first two lines name the file in a comment.
 */
export function exampleBlocks(): Map<string, string> {
  const blocks = new Map<string, string>()
  const text = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  for (const [, code = ''] of text.matchAll(/```(?:html|vue)\n([\s\S]*?)```/g)) {
    const path = /^(?:.*\n)?<!-- (examples\/[\w./-]+) /.exec(code)?.[1]
    if (path) blocks.set(path, code)
  }
  return blocks
}
