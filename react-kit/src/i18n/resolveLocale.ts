import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales'

// Languages whose catalogue is one region's (any Portuguese reads Brazil's), and old codes browsers still send.
const BY_LANGUAGE: Readonly<Record<string, Locale>> = { pt: 'pt-BR', iw: 'he', in: 'id', zsm: 'ms' }

/** Chinese by script, then region: Traditional in Taiwan, Hong Kong's in Hong Kong and Macau, else Simplified. */
function chineseOf(subtags: readonly string[]): Locale {
  if (subtags.includes('hans')) return 'zh'
  if (subtags.includes('hk') || subtags.includes('mo')) return 'zh-HK'
  if (subtags.includes('tw') || subtags.includes('hant')) return 'zh-TW'
  return 'zh'
}

/**
 * The supported locale for one language tag: exact match, else by language and region ('es-MX' → 'es',
 * 'pt-PT' → 'pt-BR', 'zh-SG' → 'zh', 'zh-MO' → 'zh-HK', 'zh-Hant' → 'zh-TW').
 */
export function matchLocale(tag: string): Locale | undefined {
  const normalized = tag.trim().replace(/_/g, '-').toLowerCase()
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === normalized)
  if (exact) return exact
  const subtags = normalized.split('-')
  const language = subtags[0] ?? ''
  if (language === 'zh') return chineseOf(subtags)
  return BY_LANGUAGE[language] ?? SUPPORTED_LOCALES.find((locale) => locale === language)
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
