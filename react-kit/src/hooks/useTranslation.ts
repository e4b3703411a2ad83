import type { Translator } from '../i18n'
import { usePorticoContext } from '../provider/context'

/** The translator of the shown locale: `t(key, params)`, `t.parts`, and the Intl formatters. */
export function useTranslation(): Translator {
  return usePorticoContext().t
}
