import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales'

/** The supported locale for one language tag: exact match, else by language ('es-MX' → 'es', 'zh-CN' → 'zh'). */
export function matchLocale(tag: string): Locale | undefined {
  const normalized = tag.trim().replace(/_/g, '-').toLowerCase()
  const exact = SUPPORTED_LOCALES.find((locale) => locale === normalized)
  if (exact) return exact
  const language = normalized.split('-')[0]
  return SUPPORTED_LOCALES.find((locale) => locale === language)
}

/**
 * The locale to show: the integrator's explicit choice when it is supported, else the first of the browser's
 * languages (`navigator.languages`, passed in) that matches, else English.
 */
export function resolveLocale(requested?: string, navigatorLanguages: readonly string[] = []): Locale {
  const explicit = requested ? matchLocale(requested) : undefined
  if (explicit) return explicit
  for (const tag of navigatorLanguages) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return DEFAULT_LOCALE
}
