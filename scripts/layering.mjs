// The layering of the SDK and the kit, checked in `npm test` (issues #17, #32):
// - `errors/`, the ground floor (PorticoError, the core's messages, notices), imports no other folder of the SDK,
//   not even a type: each domain owns its codes and texts (its `messages.ts`);
// - `messages/`, the `@portico/sdk/messages` entry that gathers every domain's table and assembles `ErrorCode`, their
//   union, is on the roof: no folder of the SDK imports it;
// - nothing outside the packages (sdk/, react-kit/) and Portico's own tests imports `@portico/sdk/internal`;
// - the folders of sdk/src form no cycle, and neither do those of react-kit/src, nor its files (imports of non-test files, type
//   imports included: a type names the folder it comes from, so a folder can be read knowing only the folders
//   below it);
// - `portico/`, the instance's type (`Portico`) every folder names, imports nothing either: each domain adds its
//   stores to it by declaration merging (the core's in `instance/types.ts`, `$send` in `send/types.ts`);
// - no relative import crosses a workspace (sdk, react-kit, themes, each folder of examples).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

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

/** The specifiers a file imports: `import … from`, `export … from` (types too), `import('…')` (a dynamic import or
 * a type named through it), `import '…'`; each with whether it names types only. */
function importsOf(source) {
  const found = []
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/g
  for (const match of source.matchAll(statement)) {
    const names = match[3].trim()
    const typeOnly =
      !!match[2] ||
      (/^\{[^}]*\}$/.test(names) && names.slice(1, -1).split(',').every((n) => !n.trim() || /^type\s/.test(n.trim())))
    found.push({ specifier: match[4], typeOnly })
  }
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ specifier: match[1], typeOnly: false })
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g))
    found.push({ specifier: match[1], typeOnly: false })
  return found
}

const problems = []
const GROUND_FLOOR = ['errors', 'portico']
const ROOF = ['messages']
/** The folder graph of a package's sources: which folder imports which (top-level files are not folders). */
function folderGraph(root, extensions, { groundFloor = [], roof = [] } = {}) {
  const folderOf = (path) => path.split('/')[0].replace(/\.tsx?$/, '')
  const edges = new Map()
  for (const file of filesUnder(root, extensions).filter((f) => !isTest(f))) {
    const inside = relative(root, file)
    if (!inside.includes('/')) continue
    const from = folderOf(inside)
    if (!edges.has(from)) edges.set(from, new Set())
    for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue
      const target = relative(root, resolve(dirname(file), specifier))
      if (target.startsWith('..')) continue
      const to = folderOf(target)
      if (!target.includes('/') || to === from) continue
      edges.get(from).add(to)
      if (groundFloor.includes(from))
        problems.push(`${from}/ is the ground floor and imports ${to}/ (${relative('.', file)} → ${specifier})`)
      if (roof.includes(to))
        problems.push(`${from}/ imports ${to}/, which gathers every domain (${relative('.', file)} → ${specifier})`)
    }
  }
  return edges
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

for (const [name, edges] of [
  ['SDK', folderGraph('sdk/src', ['.ts'], { groundFloor: GROUND_FLOOR, roof: ROOF })],
  ['kit', folderGraph('react-kit/src', ['.ts', '.tsx'])],
]) {
  const found = cycles(edges)
  const largest = Math.max(0, ...found.map((c) => c.length))
  console.log(`layering: ${edges.size} ${name} folders; ${found.length} cycle(s), the largest of ${largest} folders`)
  for (const cycle of found) console.log(`  ${name} cycle: ${cycle.join(' ')}`)
  if (found.length > 0) problems.push(`${found.length} ${name} folder cycle(s): a folder imports one that imports it back`)
}
// The kit's files form no cycle either (a view that names another view reaches the modal's registry through a
// context, `views/preloadOn.ts`, not by importing the registry that imports every view).
const KIT = 'react-kit/src'
const fileOf = (base) => [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(existsSync)
const kitFiles = new Map()
for (const file of filesUnder(KIT, ['.ts', '.tsx']).filter((f) => !isTest(f))) {
  const targets = new Set()
  for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
    const target = specifier.startsWith('.') ? fileOf(resolve(dirname(file), specifier)) : undefined
    if (target) targets.add(relative('.', target))
  }
  kitFiles.set(relative('.', file), targets)
}
const fileCycles = cycles(kitFiles)
console.log(`layering: ${kitFiles.size} kit files; ${fileCycles.length} cycle(s)`)
for (const cycle of fileCycles) problems.push(`kit file cycle: ${cycle.join(' ')}`)

for (const problem of problems) console.error(`layering: ${problem}`)
process.exit(problems.length > 0 ? 1 : 0)
