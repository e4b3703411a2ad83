import type { Messages } from './en'

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

// Each locale is its own module, fetched only when asked for: a bundler makes each `import()` its own chunk.
const loaders: Readonly<Record<Locale, () => Promise<Messages>>> = {
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
  ja: () => import('./ja').then((module) => module.ja),
  zh: () => import('./zh').then((module) => module.zh),
  ar: () => import('./ar').then((module) => module.ar),
  fr: () => import('./fr').then((module) => module.fr),
  it: () => import('./it').then((module) => module.it),
  'pt-BR': () => import('./pt-BR').then((module) => module.ptBR),
  ru: () => import('./ru').then((module) => module.ru),
  uk: () => import('./uk').then((module) => module.uk),
  pl: () => import('./pl').then((module) => module.pl),
  nl: () => import('./nl').then((module) => module.nl),
  tr: () => import('./tr').then((module) => module.tr),
  ko: () => import('./ko').then((module) => module.ko),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-HK': () => import('./zh-HK').then((module) => module.zhHK),
  id: () => import('./id').then((module) => module.id),
  ms: () => import('./ms').then((module) => module.ms),
  th: () => import('./th').then((module) => module.th),
  vi: () => import('./vi').then((module) => module.vi),
  hi: () => import('./hi').then((module) => module.hi),
  he: () => import('./he').then((module) => module.he),
  fa: () => import('./fa').then((module) => module.fa),
}

/** Loads a locale's catalogue with a dynamic import; an unsupported locale loads English. */
export function loadMessages(locale: Locale | (string & {})): Promise<Messages> {
  return loaders[isSupportedLocale(locale) ? locale : DEFAULT_LOCALE]()
}
