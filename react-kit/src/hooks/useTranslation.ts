import type { CataloguePart, Translator } from '../i18n'
import { usePorticoContext } from './context'

/**
 * The translator of the shown locale: `t(key, params)`, `t.parts`, and the Intl formatters. A view names the sections
 * of the English catalogue it shows (`useTranslation(shellMessages, sendMessages)`, one file each in `i18n/en/`): they
 * are the fallback for a key the locale lacks, and they travel in the view's own chunk. Without them, it knows the
 * start's English only.
 */
export function useTranslation(...parts: CataloguePart[]): Translator {
  const { t } = usePorticoContext()
  return parts.reduce((translator, part) => translator.withEnglish(part), t)
}
