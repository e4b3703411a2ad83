// What every public action of @portico/sdk (an exported function of an entry that takes the instance first) has
// beside it, as wagmi's and viem's actions do, checked in `npm test` (`--write` writes the types it can):
// - a doc comment, as every public name of every entry has, with an `@example`;
// - `XParams`, for an action that takes parameters: their type;
// - `XReturnType`: what it returns (the value of its promise, for an async action), the same type as its signature's;
// - a type test (`*.test-d.ts` beside it), for an action whose parameters or result the caller types (generic);
// - `XErrorType`, for an action that can throw: the error codes it can throw, found from the sources, so the type
//   stays true as the code changes.
//
// The codes an action can throw are found by following its calls through the SDK's sources:
// - a code written in a `throw` (`throw new PorticoError('NOT_CONNECTED')`, `throw sendError('AMOUNT_REQUIRED')`),
//   or in an error that a variable holds and a `throw` rethrows (`const failure = apiError(…)` … `throw failure`), or
//   the one an SDK error class hands its parent (`throw new HttpError(status, body)`: 'HTTP_STATUS');
// - the codes of every SDK function it calls, at any depth (an action's own calls, dynamic imports included);
// - through `runAction`, the error boundary an action calls inside its body: anything else thrown inside becomes
//   'ACTION_FAILED', and a wallet's refusal 'USER_REJECTED' (when the action reaches a wallet: a provider, an
//   adapter, a connector, or a chain library).
// A code caught and not rethrown is left out (a `try` whose `catch` does not throw, `promise.catch(handler)`, a
// `void` call, a callback a store or a timer runs later); anything else reached counts, so the type says what an
// action may throw, never less.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from '@typescript/typescript6'

const root = process.cwd()
const write = process.argv.includes('--write')
const pkg = JSON.parse(readFileSync('sdk/package.json', 'utf8'))
const entries = Object.keys(pkg.exports)
  .filter((key) => typeof pkg.exports[key] !== 'string' && key !== './internal')
  .map((key) => join(root, 'sdk/src', key === '.' ? 'index.ts' : `${key.slice(2)}/index.ts`))
const program = ts.createProgram(entries, {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  noEmit: true,
  skipLibCheck: true,
  strict: true,
})
const checker = program.getTypeChecker()
const sdkSource = join(root, 'sdk/src')
const isSdkFile = (file) => file.startsWith(sdkSource) && !/\.test(-d)?\.tsx?$/.test(file)
const runActionFile = join(sdkSource, 'telemetry/runAction.ts')

/** Every error code of the SDK, from the catalogue's union. */
const catalogue = program.getSourceFile(join(sdkSource, 'messages/catalogue.ts'))
const errorCodeAlias = checker
  .getExportsOfModule(checker.getSymbolAtLocation(catalogue))
  .find((s) => s.name === 'ErrorCode')
const ERROR_CODES = new Set(literalsOf(checker.getDeclaredTypeOfSymbol(errorCodeAlias)))

function literalsOf(type) {
  const parts = type.isUnion() ? type.types : [type]
  return parts.filter((t) => t.isStringLiteral()).map((t) => t.value)
}

/** The code a call or `new` builds: its first argument when that is a code literal, or the code an error class
 * passes to its parent (`new HttpError(status, body)` builds 'HTTP_STATUS'). */
function codeBuilt(node) {
  if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return undefined
  const first = node.arguments?.[0]
  if (first && ts.isStringLiteral(first) && ERROR_CODES.has(first.text)) return first.text
  return ts.isNewExpression(node) ? classCode(node) : undefined
}

/** The code literal an SDK error class's constructor hands to `super`, if any. */
function classCode(node) {
  let symbol = checker.getSymbolAtLocation(node.expression)
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
  const declaration = symbol?.declarations?.find(ts.isClassDeclaration)
  if (!declaration || !isSdkFile(declaration.getSourceFile().fileName)) return undefined
  const init = declaration.members.find(ts.isConstructorDeclaration)
  let code
  init?.body?.forEachChild(function visit(child) {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.SuperKeyword) {
      const [argument] = child.arguments
      if (argument && ts.isStringLiteral(argument) && ERROR_CODES.has(argument.text)) code = argument.text
    }
    child.forEachChild(visit)
  })
  return code
}

/** Whether `node` ends up thrown: inside a throw, or held by a variable its function throws. */
function isThrown(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isThrowStatement(at)) return true
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) return isVariableThrown(at)
    if (ts.isStatement(at) || ts.isFunctionLike(at)) return false
  }
  return false
}

function isVariableThrown(declaration) {
  const name = declaration.name.text
  const scope = enclosingFunction(declaration) ?? declaration.getSourceFile()
  let thrown = false
  const visit = (node) => {
    if (
      ts.isThrowStatement(node) &&
      node.expression &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === name
    )
      thrown = true
    if (!thrown) ts.forEachChild(node, visit)
  }
  visit(scope)
  return thrown
}

function enclosingFunction(node) {
  for (let at = node.parent; at; at = at.parent) if (ts.isFunctionLike(at)) return at
  return undefined
}

/** Where a wallet is reached: a provider, adapter or connector member, or a chain library. */
function reachesWallet(declaration) {
  const file = declaration.getSourceFile().fileName
  if (/node_modules\/(viem|ox|@solana|@walletconnect|@solana-program)\//.test(file)) return true
  const owner = declaration.parent
  const ownerName =
    owner && (ts.isInterfaceDeclaration(owner) || ts.isTypeLiteralNode(owner)) && owner.parent && 'name' in owner.parent
      ? owner.parent.name?.getText()
      : owner?.name?.getText()
  return isSdkFile(file) && !!ownerName && /Provider|Adapter|Transfer|Connector|Wallet/.test(ownerName)
}

/** The declaration a call leads to. */
function callTarget(call) {
  return checker.getResolvedSignature(call)?.getDeclaration()
}

/** Whether a call is `runAction(…)`, the error boundary an action calls inside its body. */
function isRunAction(call) {
  const declaration = checker.getResolvedSignature(call)?.getDeclaration()
  return declaration?.getSourceFile().fileName === runActionFile
}

/** An action's function: its declaration, or the function a `const` holds. */
function actionFunction(declaration) {
  return ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration
}

/** APIs that keep a callback (or an object of them) to run later (stores, timers, events, wagmi's connectors), not during the call. */
const DEFERRED_CALLBACKS = new Set([
  'listen',
  'subscribe',
  'on',
  'addEventListener',
  'setTimeout',
  'setInterval',
  'queueMicrotask',
  'requestAnimationFrame',
  'onMount',
  'createConnector',
  // A wallet's clients (switch network, sign, disconnect), run by later actions.
  'setChainClients',
])

function calleeName(call) {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return ''
}

/** Whether a block (or handler) contains a `throw` of its own, outside the functions it defines. */
function throwsDirectly(node) {
  let found = false
  const visit = (inner) => {
    if (found) return
    if (ts.isThrowStatement(inner)) found = true
    else if (inner === node || !ts.isFunctionLike(inner)) ts.forEachChild(inner, visit)
  }
  if (ts.isFunctionLike(node) && node.body) ts.forEachChild(node.body, visit)
  else visit(node)
  return found
}

const memo = new Map()
/** The codes a function can throw, and whether it reaches a wallet. */
function analyse(fn) {
  if (memo.has(fn)) return memo.get(fn)
  const result = { codes: new Set(), wallet: false }
  memo.set(fn, result) // recursion sees what is known so far
  const file = fn.getSourceFile().fileName
  if (!isSdkFile(file)) {
    result.wallet = reachesWallet(fn)
    return result
  }
  if (!('body' in fn) || !fn.body) {
    result.wallet = reachesWallet(fn)
    return result
  }
  // What a deferred API keeps: its functions, and the functions in an object of them, run later.
  const visitKept = (node) => {
    if (ts.isFunctionLike(node)) return
    if (!ts.isObjectLiteralExpression(node)) return visit(node)
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property)) visitKept(property.initializer)
      else if (!ts.isFunctionLike(property)) visit(property)
    }
  }
  const visit = (node) => {
    // Fire and forget (`void fetchX(p)`): its failure is the callee's to report, not the caller's to throw.
    if (ts.isVoidExpression(node)) return
    // `try { … } catch { … }` that never rethrows: only the catch and finally blocks can throw.
    if (ts.isTryStatement(node) && node.catchClause && !throwsDirectly(node.catchClause.block)) {
      visit(node.catchClause.block)
      if (node.finallyBlock) visit(node.finallyBlock)
      return
    }
    // `promise.catch(handler)` whose handler never rethrows: only the handler can throw.
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'catch'
    ) {
      const handler = node.arguments[0]
      if (handler && !throwsDirectly(handler)) return visit(handler)
    }
    // Callbacks run later by a store, a timer, an event or wagmi (a connector's methods): their failures never reach
    // this caller.
    if (ts.isCallExpression(node) && DEFERRED_CALLBACKS.has(calleeName(node))) {
      visit(node.expression)
      for (const argument of node.arguments) visitKept(argument)
      return
    }
    // `runAction(p, body, category)`, the boundary inside an action's own function: what its body can throw, and
    // what the boundary makes of anything else.
    if (ts.isCallExpression(node) && isRunAction(node) && node.arguments[1]) {
      for (const argument of [node.arguments[0], ...node.arguments.slice(2)]) if (argument) visit(argument)
      const inner = analyseAction(node.arguments[1])
      for (const c of inner.codes) result.codes.add(c)
      if (inner.wallet) result.wallet = true
      return
    }
    const code = codeBuilt(node)
    if (code && isThrown(node)) result.codes.add(code)
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const target = ts.isCallExpression(node) ? callTarget(node) : undefined
      if (target && target !== fn) {
        const inner = analyse(target)
        for (const c of inner.codes) result.codes.add(c)
        if (inner.wallet) result.wallet = true
      }
    }
    ts.forEachChild(node, visit)
  }
  // A concise arrow's body is one expression, itself a call to follow.
  if (ts.isBlock(fn.body)) ts.forEachChild(fn.body, visit)
  else visit(fn.body)
  return result
}

/** A `runAction` body: its own codes, and what the boundary makes of anything else. */
function analyseAction(body) {
  const inner = analyse(body)
  const codes = new Set(inner.codes)
  codes.add('ACTION_FAILED')
  if (inner.wallet) codes.add('USER_REJECTED')
  return { codes, wallet: inner.wallet }
}

/** The names a module exports as values (`export type * from …` and `type` elements export no function). */
function valueExports(source) {
  const names = new Set()
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) || ts.isVariableStatement(statement)) {
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      if (exported && statement.name) names.add(statement.name.text)
      if (exported && ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations) names.add(d.name.getText())
    }
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue
    if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.add(element.name.text)
    } else if (statement.moduleSpecifier) {
      const target = checker.getSymbolAtLocation(statement.moduleSpecifier)
      const file = target?.valueDeclaration
      if (file && ts.isSourceFile(file)) for (const name of valueExports(file)) names.add(name)
    }
  }
  return names
}

/** The public actions: exported functions of an entry whose first parameter is the instance. */
function publicActions() {
  const actions = new Map()
  for (const entry of entries) {
    const source = program.getSourceFile(entry)
    const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source))
    const values = valueExports(source)
    for (const exported of exports) {
      if (!values.has(exported.name)) continue
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const declaration = symbol.valueDeclaration
      if (!declaration) continue
      const signature = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()[0]
      const first = signature?.parameters[0]
      if (!first) continue
      const firstType = checker.typeToString(checker.getTypeOfSymbolAtLocation(first, declaration))
      if (!/^(Portico|WritablePortico)\b/.test(firstType)) continue
      const action = actions.get(symbol) ?? { name: exported.name, declaration, entries: [] }
      action.entries.push({ entry, names: new Set(exports.map((e) => e.name)) })
      actions.set(symbol, action)
    }
  }
  return [...actions.values()]
}

function codesOf(declaration) {
  return analyse(actionFunction(declaration)).codes
}

const typeName = (name) => `${name[0].toUpperCase()}${name.slice(1)}ErrorType`
const union = (codes) => (codes.length ? codes.map((c) => `'${c}'`).join(' | ') : 'never')
/** The codes of a failed service request, which a type names as `ServiceErrorType` (sdk/src/api/http). */
const SERVICE_CODES = ['INVALID_RESPONSE', 'REQUEST_ABORTED', 'REQUEST_FAILED', 'REQUEST_TIMEOUT', 'RPC_ERROR']
const SERVICE_TYPE_FILE = join(sdkSource, 'api/http/serviceErrorType')
const namesServiceErrors = (codes) => SERVICE_CODES.every((code) => codes.includes(code))

/**
 * The union as written after `=`: `ServiceErrorType` for the codes of a failed service request, then the others;
 * on one line when it fits in 120 columns, else one member per line.
 */
const written = (name, codes) => {
  const members = namesServiceErrors(codes)
    ? ['ServiceErrorType', ...codes.filter((c) => !SERVICE_CODES.includes(c)).map((c) => `'${c}'`)]
    : codes.map((c) => `'${c}'`)
  const line = members.length ? members.join(' | ') : 'never'
  return `export type ${name} = ${line}`.length <= 120 ? ` ${line}` : `\n${members.map((m) => `  | ${m}`).join('\n')}`
}

/** Imports `ServiceErrorType` into a file whose type is written with it, unless the file has it. */
function importServiceErrorType(file, codes) {
  if (!namesServiceErrors(codes) || /\bServiceErrorType\b/.test(file.text)) return
  const imports = file.statements.filter(ts.isImportDeclaration)
  let specifier = relative(dirname(file.fileName), SERVICE_TYPE_FILE)
  if (!specifier.startsWith('.')) specifier = `./${specifier}`
  edit(file.fileName, { at: imports.at(-1)?.end ?? 0, remove: 0, text: `\nimport type { ServiceErrorType } from '${specifier}'` })
}

const problems = []
const edits = new Map() // file → [{ at, remove, text }]
const edit = (file, change) => edits.set(file, [...(edits.get(file) ?? []), change])

/** What an action's call yields: the value of its promise when it returns one. */
function returnTypeOf(action) {
  const symbol = checker.getSymbolAtLocation(action.declaration.name)
  const signature = checker.getTypeOfSymbolAtLocation(symbol, action.declaration).getCallSignatures()[0]
  const returned = signature.getReturnType()
  return checker.getAwaitedType(returned) ?? returned
}

/** The return type as the source writes it on the action (without its `Promise<…>`), when it writes one. */
function writtenReturnType(action) {
  const declaration = action.declaration
  const fn = actionFunction(declaration)
  const type = fn && ts.isFunctionLike(fn) ? fn.type : undefined
  if (!type) return undefined
  const unwrapped =
    ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Promise' ? type.typeArguments?.[0] : type
  return unwrapped?.getText()
}

/** The same type both ways; a `void` return is written `undefined` (what the call yields), as biome asks. */
const isVoid = (type) => (type.flags & ts.TypeFlags.Void) !== 0
const sameType = (declared, returned) =>
  isVoid(returned)
    ? (declared.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) !== 0
    : checker.isTypeAssignableTo(declared, returned) && checker.isTypeAssignableTo(returned, declared)
const returnName = (name) => `${name[0].toUpperCase()}${name.slice(1)}ReturnType`

for (const action of publicActions()) {
  const file = action.declaration.getSourceFile()
  const where = relative(root, file.fileName)
  const statement = ts.isVariableDeclaration(action.declaration) ? action.declaration.parent.parent : action.declaration
  const returns = returnName(action.name)
  const returned = returnTypeOf(action)
  const declaredReturn = declaredType(action, returns)
  if (!declaredReturn) {
    const text = isVoid(returned)
      ? 'undefined'
      : (writtenReturnType(action) ??
        checker.typeToString(
          returned,
          statement,
          ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
        ))
    const printable = !text.includes('import(') && `export type ${returns} = ${text}`.length <= 120
    problems.push(`${where}: ${action.name} has no ${returns} (${printable ? text : 'to be written by hand'})`)
    if (printable) {
      const comments = ts.getLeadingCommentRanges(file.text, statement.getFullStart()) ?? []
      const at = comments[0]?.pos ?? statement.getStart()
      edit(file.fileName, {
        at,
        remove: 0,
        text: `/** What \`${action.name}\` returns. */\nexport type ${returns} = ${text}\n\n`,
      })
    }
  } else if (!sameType(checker.getDeclaredTypeOfSymbol(declaredReturn), returned)) {
    problems.push(`${where}: ${returns} is not what ${action.name} returns (${checker.typeToString(returned)})`)
  }
  for (const { entry, names } of action.entries) {
    if (names.has(returns) || (!declaredReturn && problems.at(-1)?.includes('by hand'))) continue
    problems.push(`${relative(root, entry)}: exports ${action.name} but not ${returns}`)
    exportBeside(entry, action.name, returns)
  }
}

/** The type `name` as the action's file or one of its entries declares it (a type alias or an interface). */
function declaredType(action, name) {
  const file = action.declaration.getSourceFile()
  const local = file.statements.find(
    (s) => (ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) && s.name.text === name,
  )
  if (local) return checker.getSymbolAtLocation(local.name)
  for (const { entry } of action.entries) {
    const exported = checker
      .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)))
      .find((e) => e.name === name)
    if (exported) return exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
  }
  return undefined
}

/** Adds `type name` to the export statement of `entry` that exports `beside`. */
function exportBeside(entry, beside, name) {
  const index = program.getSourceFile(entry)
  const statement = index.statements.find(
    (s) =>
      ts.isExportDeclaration(s) &&
      s.exportClause &&
      ts.isNamedExports(s.exportClause) &&
      s.exportClause.elements.some((e) => e.name.text === beside),
  )
  if (!statement) return
  const element = statement.exportClause.elements.find((e) => e.name.text === beside)
  edit(entry, { at: element.end, remove: 0, text: `, type ${name}` })
}

// Every public name of every entry has a doc comment.
for (const entry of entries) {
  for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)))) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    if (ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() === '')
      problems.push(`${relative(root, entry)}: ${exported.name} has no doc comment`)
  }
}

// Every action's doc comment shows a call (`@example`), as viem's do.
for (const action of publicActions()) {
  const symbol = checker.getSymbolAtLocation(action.declaration.name)
  if (!symbol.getJsDocTags(checker).some((tag) => tag.name === 'example'))
    problems.push(`${relative(root, action.declaration.getSourceFile().fileName)}: ${action.name} has no @example in its doc comment`)
}

// XParams: an action that takes parameters names their type after itself.
for (const action of publicActions()) {
  const fn = actionFunction(action.declaration)
  if (!fn || !ts.isFunctionLike(fn) || fn.parameters.length < 2) continue
  const params = `${action.name[0].toUpperCase()}${action.name.slice(1)}Params`
  for (const { entry, names } of action.entries) {
    if (!names.has(params))
      problems.push(`${relative(root, entry)}: exports ${action.name} but not ${params}, the type of its parameters`)
  }
}

// An action whose parameters or result the caller types (type parameters: a contract's ABI, a field's name) has a
// type test beside it (a `*.test-d.ts` of its folder that calls it), so its generics are seen to survive.
for (const action of publicActions()) {
  const declaration = action.declaration
  const fn = actionFunction(declaration)
  if (!fn || !ts.isFunctionLike(fn) || !fn.typeParameters?.length) continue
  const folder = dirname(declaration.getSourceFile().fileName)
  const tested = readdirSync(folder)
    .filter((file) => file.endsWith('.test-d.ts'))
    .some((file) => new RegExp(`\\b${action.name}\\(`).test(readFileSync(join(folder, file), 'utf8')))
  if (!tested)
    problems.push(`${relative(root, declaration.getSourceFile().fileName)}: ${action.name} is generic and no *.test-d.ts beside it calls it`)
}

for (const action of publicActions()) {
  const name = typeName(action.name)
  const codes = [...codesOf(action.declaration)].sort()
  const file = action.declaration.getSourceFile()
  const where = relative(root, file.fileName)
  const declared = file.statements.find((s) => ts.isTypeAliasDeclaration(s) && s.name.text === name)
  if (!declared && codes.length === 0) continue // it throws nothing: no type to declare
  if (!declared) {
    problems.push(`${where}: ${action.name} has no ${name} (${union(codes)})`)
    const statement =
      action.declaration.parent?.parent && ts.isVariableStatement(action.declaration.parent.parent)
        ? action.declaration.parent.parent
        : action.declaration
    edit(file.fileName, {
      at: statement.end,
      remove: 0,
      text: `\n\n/** The error codes \`${action.name}\` can throw. */\nexport type ${name} =${written(name, codes)}`,
    })
    importServiceErrorType(file, codes)
  } else {
    const have = literalsOf(checker.getTypeAtLocation(declared.name)).sort()
    if (have.join() !== codes.join()) {
      problems.push(`${where}: ${name} is ${union(have)}; it can throw ${union(codes)}`)
      edit(file.fileName, {
        at: declared.type.pos,
        remove: declared.type.end - declared.type.pos,
        text: written(name, codes),
      })
      importServiceErrorType(file, codes)
    }
  }
  for (const { entry, names } of action.entries) {
    if (names.has(name)) continue
    problems.push(`${relative(root, entry)}: exports ${action.name} but not ${name}`)
    exportBeside(entry, action.name, name)
  }
}

if (write) {
  for (const [file, changes] of edits) {
    let text = readFileSync(file, 'utf8')
    for (const { at, remove, text: insert } of changes.sort((a, b) => b.at - a.at))
      text = text.slice(0, at) + insert + text.slice(at + remove)
    writeFileSync(file, text)
  }
  console.log(`action types: ${problems.length} written`)
} else if (problems.length) {
  console.error(
    `${problems.join('\n')}\n\naction types: ${problems.length} to fix; \`node scripts/action-types.mjs --write\` writes what it can`,
  )
  process.exit(1)
} else {
  console.log('action types: every public name has a doc comment; every public action an example, its parameters, what it returns and the codes it can throw')
}
