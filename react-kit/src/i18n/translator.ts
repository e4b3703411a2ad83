import { directionOf, type Direction } from './direction'
import { en } from './en'
import { createFormatters, type Formatters } from './formatters'
import { formatPieces, parseMessage, type FormatContext, type Piece } from './icu'
import { flattenMessages, type MessageKey } from './keys'
import type { Messages } from './en'

export type MessageParams = Readonly<Record<string, string | number>>
/** Integrator-supplied strings, by dotted key; each wins over the catalogue for its key. */
export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>

export interface Translator extends Formatters {
  /** The message for a key with its parameters filled in. */
  (key: MessageKey, params?: MessageParams): string
  /** The message as parts, for parameters that are elements (e.g. links inside the legal text). */
  parts<T>(key: MessageKey, params: Readonly<Record<string, T | string | number>>): Array<string | T>
  /** "MetaMask, installed, recent": joins the parts of an accessible name with the locale's separator. */
  formatList(items: readonly string[]): string
  readonly locale: string
  readonly dir: Direction
}

interface Entry {
  pieces: Piece[]
  context: FormatContext
}

function contextFor(locale: string): FormatContext {
  return { pluralRules: new Intl.PluralRules(locale), numberFormat: new Intl.NumberFormat(locale) }
}

/**
 * A translator over one locale's catalogue. Lookup order per key: the override, the locale's message, the
 * English message (so a missing translation never shows a bare key). Overrides are checked here: an unknown
 * key, a value that is not a string or a message outside the supported syntax throws, naming the key.
 */
export function createTranslator(messages: Messages, locale: string, overrides: MessageOverrides = {}): Translator {
  const english = flattenMessages(en)
  const localized = flattenMessages(messages)
  const localeContext = contextFor(locale)
  const englishContext = locale === 'en' ? localeContext : contextFor('en')
  const entries = new Map<string, Entry>()

  const overridden = new Map<string, Entry>()
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    if (!english.has(key)) throw new TypeError(`createTranslator: unknown message key "${key}" in overrides`)
    if (typeof value !== 'string') throw new TypeError(`createTranslator: override "${key}" must be a string`)
    try {
      overridden.set(key, { pieces: parseMessage(value), context: localeContext })
    } catch (error) {
      throw new TypeError(`createTranslator: override "${key}" is not a valid message`, { cause: error })
    }
  }

  const entry = (key: string): Entry | undefined => {
    const known = overridden.get(key) ?? entries.get(key)
    if (known) return known
    const own = localized.get(key)
    const text = own ?? english.get(key)
    if (text === undefined) return undefined
    const created = { pieces: parseMessage(text), context: own === undefined ? englishContext : localeContext }
    entries.set(key, created)
    return created
  }

  const parts = <T>(key: MessageKey, params: Readonly<Record<string, T | string | number>> = {}) => {
    const found = entry(key)
    return found ? formatPieces(found.pieces, params, found.context) : [key]
  }

  const t = ((key: MessageKey, params: MessageParams = {}) => parts<string>(key, params).join('')) as Translator
  const formatList = (items: readonly string[]) => items.join(t('common.listSeparator'))
  return Object.assign(t, createFormatters(locale), { parts, formatList, locale, dir: directionOf(locale) })
}
