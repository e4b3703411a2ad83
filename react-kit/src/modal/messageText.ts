import { isPorticoError } from '@portico/sdk'
import { en, type MessageKey, type Translator } from '../i18n'

const isErrorCode = (code: string): code is keyof typeof en.errors => Object.hasOwn(en.errors, code)

/** What the user reads for a failed action: the catalogue's text for the error's code, else a generic one. */
export function errorText(t: Translator, error: unknown): string {
  if (isPorticoError(error) && isErrorCode(error.code)) return t(`errors.${error.code}` as MessageKey)
  return t('errors.SOMETHING_WENT_WRONG')
}

/**
 * An SDK message as `$snackbar` and `$alert` hold it (the spec's English) in the shown locale. A message the
 * catalogue does not know (an app's own snackbar text) is shown as it was given.
 */
export function messageText(t: Translator, message: string): string {
  const code = Object.keys(en.errors).find((key) => en.errors[key as keyof typeof en.errors] === message)
  return code ? t(`errors.${code}` as MessageKey) : message
}

/** The longer explanation under an alert, when the catalogue has one. */
export function alertDetail(t: Translator, message: string): string | undefined {
  const code = Object.keys(en.alertDetails).find((key) => en.errors[key as keyof typeof en.errors] === message)
  return code ? t(`alertDetails.${code}` as MessageKey) : undefined
}
