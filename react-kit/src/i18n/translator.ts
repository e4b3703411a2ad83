import { directionOf, type Direction } from './direction'
import { startMessages } from './en/start'
import { createFormatters, type Formatters } from './formatters'
import { formatPieces, parseMessage, type FormatContext, type Piece } from './icu'
import { flattenMessages, type CataloguePart, type MessageKey } from './keys'

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
  /**
   * This translator, also knowing the English of `part` (a section of the catalogue, from `i18n/en/<section>`): the
   * fallback for a key the locale lacks. The same part gives the same translator back.
   */
  withEnglish(part: CataloguePart): Translator
  /** True when the key has a message here: an override, the locale's catalogue or the English this translator knows. */
  has(key: MessageKey): boolean
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
 * English message (so a missing translation never shows a bare key). The English a translator knows is the
 * start's (`en/start`); `withEnglish(part)` adds a view's part. English itself needs no catalogue: pass `{}` and
 * every message comes from the English parts.
 *
 * Overrides are checked here: a value that is not a string or a message outside the supported syntax throws,
 * naming the key; so does a key the given catalogue, a complete one (any locale's, or the whole `en`), does not
 * have. With `{}` no key can be checked without the whole English: the provider loads it when the app overrides
 * messages (see `useCatalogue`) and checks the overrides over it.
 */
export function createTranslator(
  messages: CataloguePart,
  locale: string,
  overrides: MessageOverrides = {},
): Translator {
  const localized = flattenMessages(messages)
  const localeContext = contextFor(locale)
  const englishContext = locale === 'en' ? localeContext : contextFor('en')

  const startEnglish = flattenMessages(startMessages)

  const overridden = new Map<string, Entry>()
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const known = localized.size === 0 || localized.has(key) || startEnglish.has(key)
    if (!known) throw new TypeError(`createTranslator: unknown message key "${key}" in overrides`)
    if (typeof value !== 'string') throw new TypeError(`createTranslator: override "${key}" must be a string`)
    try {
      overridden.set(key, { pieces: parseMessage(value), context: localeContext })
    } catch (error) {
      throw new TypeError(`createTranslator: override "${key}" is not a valid message`, { cause: error })
    }
  }

  const formatters = createFormatters(locale)
  const dir = directionOf(locale)

  const translatorWith = (english: ReadonlyMap<string, string>): Translator => {
    const entries = new Map<string, Entry>()
    const derived = new WeakMap<CataloguePart, Translator>()

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

    const withEnglish = (part: CataloguePart): Translator => {
      let translator = derived.get(part)
      if (!translator) {
        translator = translatorWith(new Map([...english, ...flattenMessages(part)]))
        derived.set(part, translator)
      }
      return translator
    }

    const has = (key: MessageKey) => overridden.has(key) || localized.has(key) || english.has(key)

    const t = ((key: MessageKey, params: MessageParams = {}) => parts<string>(key, params).join('')) as Translator
    const formatList = (items: readonly string[]) => items.join(t('start.common.listSeparator'))
    return Object.assign(t, formatters, { parts, formatList, withEnglish, has, locale, dir })
  }

  return translatorWith(startEnglish)
}
