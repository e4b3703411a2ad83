/**
 * The locales with a complete catalogue. English is the source of keys and the fallback. Chinese is Simplified
 * ('zh'), Traditional as written in Taiwan ('zh-TW') and in Hong Kong ('zh-HK'); Portuguese is Brazil's ('pt-BR').
 */
export const SUPPORTED_LOCALES = [
  'en',
  'es',
  'de',
  'ja',
  'zh',
  'ar',
  'fr',
  'it',
  'pt-BR',
  'ru',
  'uk',
  'pl',
  'nl',
  'tr',
  'ko',
  'zh-TW',
  'zh-HK',
  'id',
  'ms',
  'th',
  'vi',
  'hi',
  'he',
  'fa',
] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value)
}
