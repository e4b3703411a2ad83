// The API report: every public entry of Portico's packages (@portico/sdk and each of its subpaths, @portico/react,
// @portico/themes) with each exported name, its kind and its type signature, read from the built declarations
// (`dist/types`, what an app's compiler reads) and written to docs/api-report/, one file per entry. A change to the
// public surface shows in review as a change to these files. `@portico/sdk/internal` is left out: it is for
// Portico's own packages.
// Usage, after `npm run build`: `node scripts/api-report.mjs` writes the reports (`npm run api-report`);
// `--check` writes nothing and fails, naming the entries and the names that moved, when a report is not the
// surface's (`npm test` runs it).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from '@typescript/typescript6'

export const PACKAGES = ['sdk', 'react-kit', 'themes']
export const REPORT_DIR = 'docs/api-report'
const PRIVATE_ENTRIES = ['./internal']

/** The public entries of the package in `dir`: name (`@portico/sdk/api`), declaration file, report file name. */
export function entriesOf(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  return Object.entries(pkg.exports ?? {})
    .filter(([key, target]) => typeof target === 'object' && target.types && !PRIVATE_ENTRIES.includes(key))
    .map(([key, target]) => {
      const name = key === '.' ? pkg.name : `${pkg.name}${key.slice(1)}`
      return { name, types: resolve(dir, target.types), file: `${name.replace(/^@/, '').replace(/\//g, '-')}.api.md` }
    })
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed })

/** One declaration as an app's compiler reads it, without its comments, `export` and `declare`. */
function declarationText(node, checker) {
  if (ts.isVariableDeclaration(node)) {
    const keyword = node.parent.flags & ts.NodeFlags.Const ? 'const' : 'let'
    const type = node.type
      ? printer.printNode(ts.EmitHint.Unspecified, node.type, node.getSourceFile())
      : checker.typeToString(checker.getTypeAtLocation(node), undefined, ts.TypeFormatFlags.NoTruncation)
    return `${keyword} ${node.name.getText()}: ${type}`
  }
  const text = printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile())
  return text.replace(/^(export )?(default )?(declare )?/, '')
}

function kindOf(node) {
  if (ts.isFunctionDeclaration(node)) return 'function'
  if (ts.isClassDeclaration(node)) return 'class'
  if (ts.isInterfaceDeclaration(node)) return 'interface'
  if (ts.isTypeAliasDeclaration(node)) return 'type'
  if (ts.isEnumDeclaration(node)) return 'enum'
  if (ts.isModuleDeclaration(node) || ts.isSourceFile(node)) return 'namespace'
  if (ts.isVariableDeclaration(node)) return node.type && ts.isFunctionTypeNode(node.type) ? 'function' : 'const'
  return ts.SyntaxKind[node.kind]
}

/** The report of every public entry of the packages in `dirs` (folders with a built `dist/types`): file → text. */
export function buildReports(dirs = PACKAGES) {
  const entries = dirs.flatMap((dir) => entriesOf(dir))
  for (const entry of entries)
    if (!existsSync(entry.types)) throw new Error(`${entry.name}: no declarations at ${entry.types}; run npm run build`)
  const program = ts.createProgram(
    entries.map((e) => e.types),
    // The report prints the declarations' own text, so neither the standard library nor `@types` packages are read.
    { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true, strict: true, jsx: ts.JsxEmit.ReactJSX, noLib: true, types: [] },
  )
  const checker = program.getTypeChecker()
  const reports = new Map()
  for (const entry of entries) {
    const source = program.getSourceFile(entry.types)
    const moduleSymbol = checker.getSymbolAtLocation(source)
    const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []
    const lines = []
    let values = 0
    for (const symbol of [...exported].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      const declarations = target.declarations ?? []
      if (target.flags & ts.SymbolFlags.Value) values++
      const kinds = [...new Set(declarations.map(kindOf))].join(', ')
      lines.push(`// ${symbol.name}: ${kinds}`)
      for (const node of declarations) lines.push(ts.isSourceFile(node) ? `namespace ${symbol.name}` : declarationText(node, checker))
      lines.push('')
    }
    const from = relative(process.cwd(), entry.types)
    const text = [
      `# \`${entry.name}\``,
      '',
      `${exported.length} names, ${values} of them run-time values. Generated from \`${from}\` by \`npm run api-report\``,
      '(scripts/api-report.mjs); `npm test` fails when the entry changes and this file does not.',
      '',
      '```ts',
      ...lines,
      '```',
      '',
    ].join('\n')
    reports.set(entry.file, text.replace(/\n\n```\n$/, '\n```\n'))
  }
  return reports
}

/** The names of a report and their text: `name` → its lines. */
function namesOf(text) {
  const names = new Map()
  let current
  for (const line of text.split('\n')) {
    const match = /^\/\/ ([^:]+): /.exec(line)
    if (match) {
      current = match[1]
      names.set(current, [])
    } else if (current && line !== '```') names.get(current).push(line)
  }
  return names
}

/** What differs between the checked-in reports in `folder` and `reports`: one line per entry and name that moved. */
export function compareReports(reports, folder = REPORT_DIR) {
  const problems = []
  const present = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.api.md')) : []
  for (const file of present)
    if (!reports.has(file)) problems.push(`${file}: the entry is gone, the report is still there`)
  for (const [file, text] of reports) {
    const path = join(folder, file)
    if (!existsSync(path)) {
      problems.push(`${file}: a new entry with no report`)
      continue
    }
    const old = readFileSync(path, 'utf8')
    if (old === text) continue
    const before = namesOf(old)
    const after = namesOf(text)
    const moved = []
    for (const name of after.keys()) if (!before.has(name)) moved.push(`+ ${name}`)
    for (const name of before.keys()) if (!after.has(name)) moved.push(`- ${name}`)
    for (const [name, lines] of after)
      if (before.has(name) && before.get(name).join('\n') !== lines.join('\n')) moved.push(`~ ${name}`)
    problems.push(`${file}: ${moved.length > 0 ? moved.join(', ') : 'the text differs'}`)
  }
  return problems
}

/** Writes `reports` into `folder`, removing the reports of entries that are gone. */
export function writeReports(reports, folder = REPORT_DIR) {
  mkdirSync(folder, { recursive: true })
  for (const file of readdirSync(folder)) if (file.endsWith('.api.md') && !reports.has(file)) rmSync(join(folder, file))
  for (const [file, text] of reports) writeFileSync(join(folder, file), text)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const reports = buildReports()
  if (process.argv.includes('--check')) {
    const problems = compareReports(reports)
    if (problems.length > 0) {
      console.error('The public surface changed and docs/api-report/ did not (+ added, - removed, ~ changed):')
      for (const problem of problems) console.error(`  ${problem}`)
      console.error('If the change is meant, run `npm run api-report` and commit the reports with it.')
      process.exit(1)
    }
    console.log(`api-report: ${reports.size} entries, as reported`)
  } else {
    writeReports(reports)
    console.log(`api-report: ${reports.size} entries written to ${REPORT_DIR}/`)
  }
}
