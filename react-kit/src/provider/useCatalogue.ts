import { useEffect, useState } from 'react'
import { useStore } from '../hooks/useStore'
import type { Portico } from '@portico/sdk'
import { reportError, toPorticoError } from '@portico/sdk/internal'
import {
  DEFAULT_LOCALE,
  loadMessages,
  resolveLocale,
  type CataloguePart,
  type Locale,
  type MessageOverrides,
} from '../i18n'

export interface Catalogue {
  locale: Locale
  /** The locale's catalogue; for English, none: every message comes from the English parts the views name. */
  messages: CataloguePart
}

const FROM_ENGLISH_PARTS: CataloguePart = Object.freeze({})

/**
 * The message catalogue to show. The first render (on a server, and the hydrating render in a browser) is always
 * English, so both agree; once mounted, the locale is resolved from the instance's `$locale` (its `locale` option,
 * then `setLocale`), else the `locale` prop, else the browser's languages (the platform's facts), and a non-English
 * catalogue is loaded lazily. English loads nothing: each view brings its part. With `overrides` (the app's
 * `messages`) the whole English catalogue is loaded too, with the views' translator, which checks every override
 * against it: a key that does not exist, a value that is not a string or a message outside the supported syntax
 * throws from the provider's render, naming the key. A catalogue that fails to load leaves English in place and is
 * reported to the SDK's error reporting.
 */
export function useCatalogue(portico: Portico, requested: string | undefined, overrides?: MessageOverrides): Catalogue {
  const [catalogue, setCatalogue] = useState<Catalogue>({ locale: DEFAULT_LOCALE, messages: FROM_ENGLISH_PARTS })
  const [invalid, setInvalid] = useState<unknown>()

  const chosen = useStore(portico.$locale) ?? requested
  const checked = overrides && Object.keys(overrides).length > 0 ? overrides : undefined

  useEffect(() => {
    const locale = resolveLocale(chosen, portico.platform.facts().languages)
    const show = (messages: CataloguePart) =>
      setCatalogue((previous) => (previous.messages === messages ? previous : { locale, messages }))
    if (locale === DEFAULT_LOCALE && !checked) {
      show(FROM_ENGLISH_PARTS)
      return
    }
    let current = true
    Promise.all([loadMessages(locale), checked && import('../i18n/translator')]).then(
      ([messages, translator]) => {
        if (!current) return
        try {
          translator?.createTranslator(messages, locale, checked)
          show(messages)
        } catch (error) {
          setInvalid(error)
        }
      },
      (error: unknown) => reportError(portico, toPorticoError(error)),
    )
    return () => {
      current = false
    }
  }, [portico, chosen, checked])

  if (invalid) throw invalid
  return catalogue
}
