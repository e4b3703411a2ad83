// The kit's message catalogue: English source, lazily loaded locales, ICU-subset plurals, Intl formatting.
export { en, type Messages } from './en'
export { SUPPORTED_LOCALES, DEFAULT_LOCALE, isSupportedLocale, loadMessages, type Locale } from './locales'
export { resolveLocale, matchLocale } from './resolveLocale'
export { directionOf, RTL_LANGUAGES, type Direction } from './direction'
export { createTranslator, type Translator, type MessageOverrides, type MessageParams } from './translator'
export { createFormatters, type Formatters } from './formatters'
export { flattenMessages, type MessageKey } from './keys'
export { parseMessage, MessageSyntaxError } from './icu'
