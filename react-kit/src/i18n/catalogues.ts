import type { Messages } from './en'
import type { Locale } from './locales'

// One `import()` per locale: a bundler makes each catalogue its own chunk. This table is itself loaded on demand
// (by `loadMessages`), so an app's start carries one `import()` for all the locales, not 24 (with the chunks'
// hashed names, which gzip cannot shrink). Every catalogue is its module's default export.
const loaders: Readonly<Record<Locale, () => Promise<{ default: Messages }>>> = {
  en: () => import('./en'),
  es: () => import('./es'),
  de: () => import('./de'),
  ja: () => import('./ja'),
  zh: () => import('./zh'),
  ar: () => import('./ar'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  'pt-BR': () => import('./pt-BR'),
  ru: () => import('./ru'),
  uk: () => import('./uk'),
  pl: () => import('./pl'),
  nl: () => import('./nl'),
  tr: () => import('./tr'),
  ko: () => import('./ko'),
  'zh-TW': () => import('./zh-TW'),
  'zh-HK': () => import('./zh-HK'),
  id: () => import('./id'),
  ms: () => import('./ms'),
  th: () => import('./th'),
  vi: () => import('./vi'),
  hi: () => import('./hi'),
  he: () => import('./he'),
  fa: () => import('./fa'),
}

/** The catalogue of a supported locale. */
export function catalogueOf(locale: Locale): Promise<Messages> {
  return loaders[locale]().then((module) => module.default)
}
