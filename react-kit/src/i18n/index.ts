// The kit's message catalogue: English source (in parts, each loaded with the views that show it), lazily loaded
// locales, ICU-subset plurals, Intl formatting. The whole English catalogue (`./en`) is not exported here: it
// would put every view's strings at the start; `loadMessages('en')` loads it.
export type { Messages } from './en'
export { SUPPORTED_LOCALES, DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales'
export { loadMessages } from './loadMessages'
export { resolveLocale, matchLocale } from './resolveLocale'
export { directionOf, RTL_LANGUAGES, type Direction } from './direction'
export { createTranslator, type Translator, type MessageOverrides, type MessageParams } from './translator'
export { createFormatters, type Formatters } from './formatters'
export { flattenMessages, type MessageKey, type CataloguePart } from './keys'
export { parseMessage, MessageSyntaxError } from './icu'
