import {
  formatMessage,
  isPorticoError,
  isUserRejection,
  type CoreErrorCode,
  type MessageParams,
  type Notice,
} from '@portico/sdk'
import { DEVELOPER_ERROR_CODES, SERVICE_ERROR_CODES } from './errorCodes'
import type { MessageKey } from './keys'
import type { Translator } from './translator'

const isForDeveloper = (code: string) => (DEVELOPER_ERROR_CODES as readonly string[]).includes(code)

const isServiceFailure = (code: string) => (SERVICE_ERROR_CODES as readonly string[]).includes(code)

/**
 * What the user reads for a failed action: a PorticoError's notice (see `noticeText`); for an error meant for the
 * developer or one the SDK did not throw, 'User rejected the request' when the wallet says the user declined
 * (whatever wraps it), else a generic text.
 */
export function errorText(t: Translator, error: unknown): string {
  if (isPorticoError(error) && !isForDeveloper(error.code)) return noticeText(t, error)
  if (isUserRejection(error)) return noticeText(t, coreNotice('USER_REJECTED'))
  return noticeText(t, coreNotice('SOMETHING_WENT_WRONG'))
}

/**
 * The notice of one of the SDK core's messages (`formatMessage` knows the core's codes only; a domain's notice comes
 * from that domain, as the e-mail gap's from `emailWaitNotice`), its English the SDK's: the kit keeps no English copy
 * of the SDK's errors, and shows this notice through `noticeText` like any other.
 *
 * @example noticeText(t, coreNotice('SOMETHING_WENT_WRONG')) // 'Something went wrong'
 */
export function coreNotice(code: CoreErrorCode, params?: MessageParams): Notice {
  return { code, params, message: formatMessage(code, params) }
}

/**
 * What the user reads for a notice of the SDK (`$snackbar`, `$alert`, a store's `error`): the catalogue's text for
 * its code with its values, in the shown locale (in English, the SDK's own message: the same text); 'The service is not answering right now' for a service that failed; a
 * generic text for a code meant for the developer; an app's own notice (no code) as it was given.
 */
export function noticeText(t: Translator, { code, params, message }: Notice): string {
  if (!code) return message
  if (isServiceFailure(code)) return t('shell.common.serviceUnavailable')
  if (isForDeveloper(code)) return noticeText(t, coreNotice('SOMETHING_WENT_WRONG'))
  const key = `errors.${code}` as MessageKey
  return t.has(key) ? t(key, params) : message
}

/** The longer explanation under an alert, when the catalogue has one for its code. */
export function alertDetail(t: Translator, { code }: Notice): string | undefined {
  const key = `shell.alertDetails.${code}` as MessageKey
  return code && t.has(key) ? t(key) : undefined
}
