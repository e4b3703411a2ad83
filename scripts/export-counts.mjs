// Counts the names each SDK entry exports (values and types), from the sources, for the notes of issue #17.
// Usage: node scripts/export-counts.mjs [repo folder]
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from '@typescript/typescript6'

const root = resolve(process.argv[2] ?? '.')
const pkg = JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8'))
const entries = Object.keys(pkg.exports)
  .filter((key) => typeof pkg.exports[key] !== 'string')
  .map((key) => ({ key, file: join(root, 'sdk/src', key === '.' ? 'index.ts' : `${key.slice(2)}/index.ts`) }))
const program = ts.createProgram(
  entries.map((e) => e.file),
  { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true },
)
const checker = program.getTypeChecker()
let total = 0
for (const { key, file } of entries) {
  const source = program.getSourceFile(file)
  const symbol = source && checker.getSymbolAtLocation(source)
  const count = symbol ? checker.getExportsOfModule(symbol).length : 0
  total += count
  console.log(`${`@portico/sdk${key === '.' ? '' : key.slice(1)}`.padEnd(32)} ${count}`)
}
console.log(`${'all entries'.padEnd(32)} ${total} (${entries.length} entries)`)
