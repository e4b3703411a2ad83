import type { Messages } from './en'
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales'

/**
 * Loads a locale's catalogue, its own chunk (after the small table of them, `./catalogues`); an unsupported locale
 * loads English.
 */
export function loadMessages(locale: Locale | (string & {})): Promise<Messages> {
  return import('./catalogues').then(({ catalogueOf }) =>
    catalogueOf(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE),
  )
}
