import { formatBalance } from '@portico/sdk/format'
import { directionOf, type Direction } from './direction'
import { startMessages } from './en/start'
import { decimalFormatter } from './formatDecimal'
import type { CataloguePart, KeysOf } from './keys'
import type { MessageOverrides } from './translator'

/** A key of the start's messages: what the buttons show ('start.buttons.connect'). */
export type StartKey = KeysOf<typeof startMessages>

/**
 * The texts of the start (the Connect button, the account and network buttons), in the shown locale. The start's
 * messages take plain parameters only (`{name}`), so they are shown without the ICU-subset formatter, which the
 * views' translator (`useTranslation`) brings with the modal's code. The catalogue test holds the two equal.
 */
export interface StartTranslator {
  (key: StartKey, params?: Readonly<Record<string, string>>): string
  /** A balance as the spec shows it (the SDK's `formatBalance`), in the locale's digits and separators. */
  formatBalance(value: string, symbol?: string): string
  readonly locale: string
  readonly dir: Direction
}

/** The text at a dotted key of a nested catalogue, if there is one. */
function textAt(tree: object, key: string): string | undefined {
  let node: unknown = tree
  for (const name of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[name]
  return typeof node === 'string' ? node : undefined
}

/**
 * The start's translator over one locale's catalogue. Lookup order per key, as the views' translator: the override,
 * the locale's message, the English one. Overrides are checked by the views' translator (see `useCatalogue`); here a
 * value that is not a string is passed over.
 *
 * @example createStartTranslator(fr, 'fr')('start.buttons.connect') // 'Connecter le portefeuille'
 */
export function createStartTranslator(
  messages: CataloguePart,
  locale: string,
  overrides: MessageOverrides = {},
): StartTranslator {
  const localizeDecimal = decimalFormatter(locale)
  const t = (key: StartKey, params: Readonly<Record<string, string>> = {}) => {
    const own = overrides[key]
    const text =
      (typeof own === 'string' ? own : undefined) ?? textAt(messages, key) ?? textAt(startMessages, key) ?? key
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
  }
  return Object.assign(t, {
    formatBalance: (value: string, symbol?: string) => localizeDecimal(formatBalance(value), symbol),
    locale,
    dir: directionOf(locale),
  })
}
