// A small, explicit subset of ICU MessageFormat — exactly what the catalogue uses:
//   {name}                                      a parameter
//   {count, plural, =0 {…} one {# x} other {# xs}}   a plural; `#` is the number, formatted for the locale
// Branch selectors are `=N` (exact) or a CLDR category (zero, one, two, few, many, other); `other` is required.
// Not supported: select, selectordinal, offset, apostrophe quoting, number/date arguments.

export type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; branches: ReadonlyMap<string, Piece[]> }

const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])

export class MessageSyntaxError extends SyntaxError {
  constructor(message: string, text: string) {
    super(`${message} in message "${text}"`)
    this.name = 'MessageSyntaxError'
  }
}

/** Parses a message into pieces; throws MessageSyntaxError for anything outside the subset. */
export function parseMessage(text: string): Piece[] {
  let at = 0

  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at++
  }
  const word = () => {
    skipSpace()
    const start = at
    while (at < text.length && /[\w=-]/.test(text[at] ?? '')) at++
    return text.slice(start, at)
  }
  const expect = (char: string) => {
    skipSpace()
    if (text[at] !== char) throw new MessageSyntaxError(`expected "${char}" at ${at}`, text)
    at++
  }

  // Reads pieces until the end of the text, or until the `}` that closes a plural branch.
  const pieces = (inBranch: boolean): Piece[] => {
    const out: Piece[] = []
    let buffer = ''
    const flush = () => {
      if (buffer) out.push({ kind: 'text', text: buffer })
      buffer = ''
    }
    while (at < text.length) {
      const char = text[at]
      if (char === '}') {
        if (!inBranch) throw new MessageSyntaxError(`unexpected "}" at ${at}`, text)
        flush()
        return out
      }
      if (char === '{') {
        flush()
        at++
        out.push(argument())
      } else if (char === '#' && inBranch) {
        flush()
        out.push({ kind: 'pound' })
        at++
      } else {
        buffer += char
        at++
      }
    }
    if (inBranch) throw new MessageSyntaxError('unclosed plural branch', text)
    flush()
    return out
  }

  // After an opening `{`: `name}` or `name, plural, selector {…} … }`.
  const argument = (): Piece => {
    const name = word()
    if (!/^\w+$/.test(name)) throw new MessageSyntaxError(`bad parameter name "${name}"`, text)
    skipSpace()
    if (text[at] === '}') {
      at++
      return { kind: 'arg', name }
    }
    expect(',')
    const type = word()
    if (type !== 'plural') throw new MessageSyntaxError(`unsupported argument type "${type}"`, text)
    expect(',')
    const branches = new Map<string, Piece[]>()
    skipSpace()
    while (text[at] !== '}') {
      const selector = word()
      if (!CATEGORIES.has(selector) && !/^=\d+$/.test(selector)) {
        throw new MessageSyntaxError(`bad plural selector "${selector}"`, text)
      }
      expect('{')
      branches.set(selector, pieces(true))
      expect('}')
      skipSpace()
      if (at >= text.length) throw new MessageSyntaxError('unclosed plural', text)
    }
    at++
    if (!branches.has('other')) throw new MessageSyntaxError(`plural "${name}" has no "other" branch`, text)
    return { kind: 'plural', name, branches }
  }

  return pieces(false)
}

export interface FormatContext {
  pluralRules: Intl.PluralRules
  numberFormat: Intl.NumberFormat
}

/**
 * Fills the pieces with params. Strings and numbers (numbers formatted for the locale) are written as text;
 * any other value (e.g. a React element) is kept as its own part. A missing parameter stays as `{name}`.
 */
export function formatPieces<T>(
  pieces: readonly Piece[],
  params: Readonly<Record<string, T | string | number>>,
  context: FormatContext,
  pound?: number,
): Array<string | T> {
  const out: Array<string | T> = []
  const write = (part: string | T) => {
    const last = out.length - 1
    if (typeof part === 'string' && typeof out[last] === 'string') out[last] += part
    else out.push(part)
  }
  for (const piece of pieces) {
    if (piece.kind === 'text') write(piece.text)
    else if (piece.kind === 'pound') write(pound === undefined ? '#' : context.numberFormat.format(pound))
    else if (piece.kind === 'arg') {
      const value = params[piece.name]
      if (value === undefined) write(`{${piece.name}}`)
      else if (typeof value === 'number') write(context.numberFormat.format(value))
      else write(value)
    } else {
      const count = Number(params[piece.name])
      if (params[piece.name] === undefined || Number.isNaN(count)) {
        write(`{${piece.name}}`)
        continue
      }
      const branch =
        piece.branches.get(`=${count}`) ??
        piece.branches.get(context.pluralRules.select(count)) ??
        piece.branches.get('other') ??
        []
      for (const part of formatPieces(branch, params, context, count)) write(part)
    }
  }
  return out
}

/** The parameter names a message uses, sorted (plural arguments and the parameters inside their branches). */
export function parametersOf(pieces: readonly Piece[]): string[] {
  const names = new Set<string>()
  const walk = (list: readonly Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'arg') names.add(piece.name)
      if (piece.kind === 'plural') {
        names.add(piece.name)
        for (const branch of piece.branches.values()) walk(branch)
      }
    }
  }
  walk(pieces)
  return [...names].sort()
}

/** The plural arguments of a message with their branch selectors: `{ count: ['one', 'other'] }`. */
export function pluralsOf(pieces: readonly Piece[]): Record<string, string[]> {
  const plurals: Record<string, string[]> = {}
  for (const piece of pieces) {
    if (piece.kind === 'plural') plurals[piece.name] = [...piece.branches.keys()]
  }
  return plurals
}
