import { createTranslator, type CataloguePart, type Translator } from '../i18n'
import { usePorticoContext, type ShownCatalogue } from './context'

/** One translator per shown catalogue, shared by every view (the provider keeps the catalogue's object while it shows). */
const translators = new WeakMap<ShownCatalogue, Translator>()

/**
 * The translator of the shown locale: `t(key, params)`, `t.parts`, and the Intl formatters. A view names the sections
 * of the English catalogue it shows (`useTranslation(shellMessages, sendMessages)`, one file each in `i18n/en/`): they
 * are the fallback for a key the locale lacks, and they travel in the view's own chunk. Without them, it knows the
 * start's English only. Only lazy code (the modal and its views) uses it: the translator and its ICU-subset formatter
 * are not in the app's start, whose buttons use the context's start translator.
 */
export function useTranslation(...parts: CataloguePart[]): Translator {
  const { catalogue } = usePorticoContext()
  let t = translators.get(catalogue)
  if (!t) {
    t = createTranslator(catalogue.messages, catalogue.locale, catalogue.overrides)
    translators.set(catalogue, t)
  }
  return parts.reduce((translator, part) => translator.withEnglish(part), t)
}
