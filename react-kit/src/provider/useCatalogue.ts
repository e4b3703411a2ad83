import { useEffect, useState } from 'react'
import { reportError, toPorticoError, type Portico } from '@portico/sdk'
import { DEFAULT_LOCALE, en, loadMessages, resolveLocale, type Locale, type Messages } from '../i18n'

export interface Catalogue {
  locale: Locale
  messages: Messages
}

/**
 * The message catalogue to show. The first render (on a server, and the hydrating render in a browser) is always
 * English, so both agree; once mounted, the locale is resolved from the `locale` prop and the browser's languages
 * (the platform's facts) and a non-English catalogue is loaded lazily. A catalogue that fails to load leaves
 * English in place and is reported to the SDK's error reporting.
 */
export function useCatalogue(portico: Portico, requested: string | undefined): Catalogue {
  const [catalogue, setCatalogue] = useState<Catalogue>({ locale: DEFAULT_LOCALE, messages: en })

  useEffect(() => {
    const locale = resolveLocale(requested, portico.platform.facts().languages)
    let current = true
    loadMessages(locale).then(
      (messages) => {
        if (current) setCatalogue((previous) => (previous.locale === locale ? previous : { locale, messages }))
      },
      (error: unknown) => reportError(portico, toPorticoError(error)),
    )
    return () => {
      current = false
    }
  }, [portico, requested])

  return catalogue
}
