// Counts the names each SDK entry exports (all, and the run-time values among them), from the sources, for the notes
// of issues #17 and #32. A value exported with `export type` is a type to an app (it does not exist at run time) and
// is not counted as a value. docs/api-report/ lists the names themselves.
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
const totals = { all: 0, values: 0 }
console.log(`${'entry'.padEnd(32)} ${'names'.padStart(6)} ${'values'.padStart(7)}`)
for (const { key, file } of entries) {
  const source = program.getSourceFile(file)
  const symbol = source && checker.getSymbolAtLocation(source)
  const exported = symbol ? checker.getExportsOfModule(symbol) : []
  // A value is a name that exists at run time (a function, a constant, a class); the rest are types.
  const typeOnly = (e) =>
    (e.declarations ?? []).some((d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly))
  const values = exported.filter((e) => {
    const target = e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e
    return (target.flags & ts.SymbolFlags.Value) !== 0 && !typeOnly(e)
  }).length
  totals.all += exported.length
  totals.values += values
  console.log(`${`@portico/sdk${key === '.' ? '' : key.slice(1)}`.padEnd(32)} ${String(exported.length).padStart(6)} ${String(values).padStart(7)}`)
}
console.log(`${`all ${entries.length} entries`.padEnd(32)} ${String(totals.all).padStart(6)} ${String(totals.values).padStart(7)}`)
