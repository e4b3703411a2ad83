// The layering of the SDK, checked in `npm test` (issue #17):
// - `errors/` imports no other folder at run time (it may name the type of its codes);
// - nothing outside the packages (sdk/, react-kit/) and Portico's own tests imports `@portico/sdk/internal`;
// - the folders of sdk/src form no cycle (run-time imports of non-test files; a type-only import is not a
//   dependency at run time and is not counted): each folder can be read knowing only the folders below it;
// - no relative import crosses a workspace (sdk, react-kit, themes, each folder of examples).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const SDK = 'sdk/src'
const isTest = (file) => /\.(test|test-d|devnet\.test)\.tsx?$/.test(file) || file.includes('/testing/')

function filesUnder(dir, extensions) {
  const found = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) found.push(...filesUnder(path, extensions))
    else if (extensions.some((e) => name.endsWith(e))) found.push(path)
  }
  return found
}

/** The specifiers a file imports at run time: `import … from`, `export … from`, `import('…')`; not `import type`. */
function runtimeImports(source) {
  const specifiers = []
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/g
  for (const match of source.matchAll(statement)) if (!match[2]) specifiers.push(match[4])
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1])
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) specifiers.push(match[1])
  return specifiers
}

const folderOf = (file) => relative(SDK, file).split('/')[0].replace(/\.tsx?$/, '')
const problems = []

// The SDK's folder graph.
const edges = new Map()
for (const file of filesUnder(SDK, ['.ts']).filter((f) => !isTest(f))) {
  const from = folderOf(file)
  if (!file.slice(SDK.length + 1).includes('/')) continue // top-level files (index.ts, constants.ts) are not folders
  for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
    if (!specifier.startsWith('.')) continue
    const target = relative(SDK, resolve(dirname(file), specifier))
    if (target.startsWith('..')) continue
    const to = target.split('/')[0].replace(/\.tsx?$/, '')
    if (!target.includes('/') || to === from) continue
    if (!edges.has(from)) edges.set(from, new Set())
    edges.get(from).add(to)
    if (from === 'errors') problems.push(`errors/ imports ${to}/ at run time (${relative('.', file)} → ${specifier})`)
  }
}

// Strongly connected components (Tarjan): each with more than one folder is a cycle.
function cycles(graph) {
  let index = 0
  const stack = []
  const state = new Map()
  const found = []
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true })
    index++
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next)
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low)
      } else if (state.get(next).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(next).index)
    }
    if (state.get(node).low === state.get(node).index) {
      const component = []
      let member
      do {
        member = stack.pop()
        state.get(member).onStack = false
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  return found
}

// Nothing but the packages (and Portico's own tests: their shared support and test files) imports the internal entry.
const isPorticoTest = (file) => file.startsWith('examples/test-support/') || /\.test\.tsx?$/.test(file)
for (const file of filesUnder('examples', ['.ts', '.tsx', '.js', '.mjs']).filter((f) => !isPorticoTest(f))) {
  if (/@portico\/sdk\/internal['"]/.test(readFileSync(file, 'utf8'))) problems.push(`${file} imports @portico/sdk/internal`)
}

// No relative import crosses a workspace: a workspace reaches another through its package name.
const workspaceOf = (path) => {
  const [top, second] = relative('.', path).split('/')
  return top === 'examples' ? `examples/${second}` : top
}
for (const workspace of ['sdk', 'react-kit', 'themes', 'examples']) {
  for (const file of filesUnder(workspace, ['.ts', '.tsx', '.js', '.mjs'])) {
    const source = readFileSync(file, 'utf8')
    const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g)].map((m) => m[1])
    for (const specifier of specifiers) {
      const target = resolve(dirname(file), specifier)
      if (workspaceOf(target) !== workspaceOf(file)) problems.push(`${file} imports ${specifier} across workspaces`)
    }
  }
}

const folders = new Set([...edges.keys(), ...[...edges.values()].flatMap((set) => [...set])])
const found = cycles(edges)
const largest = Math.max(0, ...found.map((c) => c.length))
console.log(`layering: ${folders.size} SDK folders; ${found.length} cycle(s), the largest of ${largest} folders`)
for (const cycle of found) console.log(`  cycle: ${cycle.join(' ')}`)
if (found.length > 0) problems.push(`${found.length} folder cycle(s): a folder imports one that imports it back`)
for (const problem of problems) console.error(`layering: ${problem}`)
process.exit(problems.length > 0 ? 1 : 0)
