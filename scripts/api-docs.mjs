// Writes docs/api.md: every public entry of @portico/sdk with each exported name, its kind and the first line of its
// doc comment (its example when it has one), from the sources. Run `npm run docs:api` after changing an export.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from '@typescript/typescript6'

const pkg = JSON.parse(readFileSync('sdk/package.json', 'utf8'))
const entries = Object.keys(pkg.exports)
  .filter((key) => typeof pkg.exports[key] !== 'string' && key !== './internal')
  .map((key) => ({ name: `@portico/sdk${key === '.' ? '' : key.slice(1)}`, file: join(process.cwd(), 'sdk/src', key === '.' ? 'index.ts' : `${key.slice(2)}/index.ts`) }))
const program = ts.createProgram(
  entries.map((e) => e.file),
  { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true, strict: true },
)
const checker = program.getTypeChecker()

/** The entry comment of an index file: its first comment lines, without the slashes. */
function entryComment(file) {
  const lines = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('//')) break
    lines.push(line.replace(/^\/\/ ?/, ''))
  }
  return lines.join(' ').replace(/^@portico\/sdk[^ ]* — /, '').trim()
}

function kindOf(symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const decl = target.valueDeclaration ?? target.declarations?.[0]
  if (target.flags & ts.SymbolFlags.Class) return 'class'
  if (target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
    const type = decl ? checker.getTypeOfSymbolAtLocation(target, decl) : undefined
    return type && type.getCallSignatures().length > 0 ? 'function' : 'constant'
  }
  return 'type'
}

function docOf(symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const text = ts.displayPartsToString(target.getDocumentationComment(checker)).trim()
  const first = text.split(/\n\s*\n|(?<=\.)\s/)[0]?.replace(/\s+/g, ' ') ?? ''
  const example = target
    .getJsDocTags(checker)
    .find((tag) => tag.name === 'example')
  const code = example ? ts.displayPartsToString(example.text).trim() : ''
  return { first, code }
}

const out = [
  '# API reference',
  '',
  'Generated from the sources by `npm run docs:api` (`scripts/api-docs.mjs`): each public entry of `@portico/sdk`,',
  'its exported names and the first line of their doc comments. Actions take the instance first and one params',
  'object: `action(portico, params)`, with `XParams`, `XReturnType` and, for every action that can throw, `XErrorType`',
  '(the error codes it can throw) exported beside them; `npm run action-types` checks them against the sources.',
  '`@portico/sdk/internal` is left out: it is for Portico\'s own packages.',
  '',
  'One verb per idea:',
  '',
  '- `fetchX`: asks a service or the embedded wallet\'s frame, and keeps the answer in a store when it has one;',
  '- `getX`: returns what the instance, a wallet or a chain already has (a client, a provider, accounts, a balance);',
  '- `watchX`: follows the instance until the function it returns is called (`start` runs the kit\'s watchers in order);',
  '- `setX` / `updateX`: changes a form or a setting; `open…`: opens the modal, a view, a window or a link;',
  '- `xIssue`: what is wrong with a value or a form, `undefined` when nothing is (`swapStep` tells where the swap form stands);',
  '- `isX` / `canX`: a yes/no question about a value or the instance.',
  '',
]
for (const { name, file } of entries) {
  const source = program.getSourceFile(file)
  const symbol = source && checker.getSymbolAtLocation(source)
  if (!symbol) continue
  const exported = checker.getExportsOfModule(symbol).sort((a, b) => a.name.localeCompare(b.name))
  out.push(`## \`${name}\``, '', entryComment(file), '', '| name | kind | what it is |', '|---|---|---|')
  const examples = []
  for (const e of exported) {
    const kind = kindOf(e)
    const { first, code } = docOf(e)
    out.push(`| \`${e.name}\` | ${kind} | ${first.replace(/\|/g, '\\|')} |`)
    if (code && kind === 'function') examples.push(`\`${e.name}\`:`, '', '```ts', code, '```', '')
  }
  out.push('')
  if (examples.length > 0) out.push('Examples:', '', ...examples)
}
// The options of createPortico, from the PorticoOptions interface: name, type and the whole doc comment.
const core = program.getSourceFile(entries.find((e) => e.name === '@portico/sdk').file)
const optionsSymbol = checker.getExportsOfModule(checker.getSymbolAtLocation(core)).find((s) => s.name === 'PorticoOptions')
const optionsType = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(optionsSymbol))
out.push('## `createPortico` options', '', 'Every field of `PorticoOptions`; only `projectId` is required.', '', '| option | type | what it does |', '|---|---|---|')
for (const property of optionsType.getProperties()) {
  const decl = property.valueDeclaration
  const type = decl?.type ? decl.type.getText() : checker.typeToString(checker.getTypeOfSymbolAtLocation(property, decl))
  const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim()
  const optional = property.flags & ts.SymbolFlags.Optional ? '' : ' (required)'
  out.push(`| \`${property.name}\`${optional} | \`${type.replace(/\s+/g, ' ').replace(/\|/g, '\\|')}\` | ${doc.replace(/\|/g, '\\|')} |`)
}
out.push('')
writeFileSync('docs/api.md', `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`)
console.log(`docs/api.md: ${entries.length} entries`)
