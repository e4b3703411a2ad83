import { fillMessage, type MessageParams } from './messages'
import type { PorticoError } from './PorticoError'

/**
 * A message for the user as data: the code a UI translates by, the values it is filled with, and the English text
 * (for a UI without translations). An app's own text has no code.
 *
 * @example
 * const notice: Notice = { code: 'HTTP_STATUS', params: { status: 503 }, message: 'HTTP status code 503' }
 */
export interface Notice {
  code?: string | undefined
  params?: MessageParams | undefined
  message: string
}

/**
 * The notice of an error: its code, its values and its message.
 *
 * @example
 * showSnackbar(portico, { variant: 'error', ...noticeOf(error) })
 */
export function noticeOf(error: PorticoError): Required<Notice> {
  return { code: error.code, params: error.params, message: error.message }
}

/**
 * The notice of one message of a table (the core's or a domain's), filled with its values.
 *
 * @example
 * showSnackbar(portico, { variant: 'error', ...noticeFor(ACCOUNT_MESSAGES, 'TOKEN_BALANCE_UNAVAILABLE') })
 */
export function noticeFor<C extends string>(
  messages: Readonly<Record<C, string>>,
  code: C,
  params: MessageParams = {},
): Required<Notice> {
  return { code, params, message: fillMessage(messages[code], params) }
}
