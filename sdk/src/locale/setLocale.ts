import * as v from 'valibot'
import { checkParam, objectParam } from '../validation/checkParam'
import { localeTagSchema } from '../validation/localeTag'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `setLocale`. */
export interface SetLocaleParams {
  /** A language tag ('fr', 'pt-BR'); `undefined` goes back to the browser's languages. */
  locale: string | undefined
}
/** What `setLocale` returns. */
export type SetLocaleReturnType = undefined
/** The error codes `setLocale` can throw. */
export type SetLocaleErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'

/**
 * Sets the language the modal speaks, over the browser's languages and the kit's `locale` prop: a language
 * switcher in the app calls it. Its catalogue loads when the modal shows it.
 *
 * @example
 * setLocale(portico, { locale: 'pt-BR' })
 */
export function setLocale(p: Portico, params: SetLocaleParams): SetLocaleReturnType {
  return runAction(p, (p): SetLocaleReturnType => {
    const { locale } = checkParam('params', objectParam({ locale: v.optional(localeTagSchema) }), params)
    p.$locale.set(locale)
  })
}
