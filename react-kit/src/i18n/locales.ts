import type { Messages } from './en'

/** The locales with a complete catalogue. English is the source of keys and the fallback. */
export const SUPPORTED_LOCALES = ['en', 'es', 'de', 'ja', 'zh', 'ar'] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value)
}

// Each locale is its own module, fetched only when asked for.
const loaders: Readonly<Record<Locale, () => Promise<Messages>>> = {
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
  ja: () => import('./ja').then((module) => module.ja),
  zh: () => import('./zh').then((module) => module.zh),
  ar: () => import('./ar').then((module) => module.ar),
}

/** Loads a locale's catalogue with a dynamic import; an unsupported locale loads English. */
export function loadMessages(locale: Locale | (string & {})): Promise<Messages> {
  return loaders[isSupportedLocale(locale) ? locale : DEFAULT_LOCALE]()
}
