import { isPorticoError, isUserRejection, type ErrorCode } from '@portico/sdk'
import type { MessageKey, MessageParams, Translator } from '../i18n'
import { shellMessages } from '../i18n/en/shell'

/**
 * The SDK codes whose message is written for the app's developer (a missing setup, a broken invariant, a wallet's
 * raw words), not for the user: the catalogue has no text for them and the user reads the generic one. Every other
 * code has its text in `errors` (a test holds both lists against the SDK's).
 */
export const DEVELOPER_ERROR_CODES: readonly ErrorCode[] = [
  'CHAIN_REQUIRED_FOR_ACCOUNT_DATA',
  'CHAIN_REQUIRED_FOR_ACCOUNT_PROP',
  'CHAIN_ADAPTER_NOT_FOUND',
  'NETWORK_CLIENT_NOT_SET',
  'CONNECTION_CLIENT_NOT_SET',
  'OPTIONS_CONFLICT_SIWX',
  'INVALID_STORED_VALUE',
  'ACTION_FAILED',
  'FRAME_NOT_SET',
  'FRAME_PARENT_NOT_SET',
  'FRAME_ERROR',
  'FRAME_MESSAGE_DROPPED',
  'EMBEDDED_WALLET_NOT_CONFIGURED',
  'SOCIAL_POPUP_BLOCKED',
  'SOCIAL_POPUP_CLOSED',
  'SIWX_NOT_ENABLED',
  'SIWX_NO_CONNECTION_CLIENT',
  'SIWX_CLOUD_UNSUPPORTED',
]

/**
 * The codes of a service that failed to answer well (a status, no connection, a time-out, an answer of the wrong
 * shape): their messages name URLs and statuses for the developer; the user reads that the service is not answering.
 */
export const SERVICE_ERROR_CODES: readonly ErrorCode[] = ['HTTP_STATUS', 'REQUEST_FAILED', 'REQUEST_TIMEOUT', 'INVALID_RESPONSE']

/**
 * The values a message was filled with, read back from its English template ('HTTP status code {status}' and
 * 'HTTP status code 503' → { status: '503' }); undefined when the text is not that message.
 */
export function errorParams(template: string, message: string): MessageParams | undefined {
  const names: string[] = []
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(part)
      return '([\\s\\S]*?)'
    })
    .join('')
  const match = new RegExp(`^${pattern}$`).exec(message)
  if (!match) return undefined
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']))
}

/** The characters of a template that are not parameters: the more, the more specific the match. */
const literalLength = (template: string) => template.replace(/\{\w+\}/g, '').length

/**
 * What the user reads for a failed action: 'The service is not answering right now' for a service that failed
 * (never its status or URL); the catalogue's text for the error's code with its values ('Signature declined'), or in English without a catalogue the SDK's message, which is that text; for an error meant for the
 * developer or one the SDK did not throw, 'User rejected the request' when the wallet says the user declined
 * (whatever wraps it), else a generic text.
 */
export function errorText(t: Translator, error: unknown): string {
  if (isPorticoError(error) && SERVICE_ERROR_CODES.includes(error.code)) return t('common.serviceUnavailable')
  if (isPorticoError(error) && !DEVELOPER_ERROR_CODES.includes(error.code)) {
    const key = `errors.${error.code}` as MessageKey
    return t.has(key) ? t(key, error.params) : error.message
  }
  if (isUserRejection(error)) return t('errors.USER_REJECTED')
  return t('errors.SOMETHING_WENT_WRONG')
}

/**
 * An SDK message as `$snackbar` and `$alert` hold it (the spec's English, its values filled in) in the shown locale,
 * matched against the English templates the translator knows (all of them once another locale or overrides are
 * loaded; in plain English the message already is the text). A message of no template (an app's own snackbar
 * text) is shown as it was given.
 */
export function messageText(t: Translator, message: string): string {
  const templates = t.englishSection('errors')
  const matches = Object.entries(templates)
    .map(([code, template]) => ({ code, template, params: errorParams(template, message) }))
    .filter((found): found is { code: string; template: string; params: MessageParams } => found.params !== undefined)
    .sort((a, b) => literalLength(b.template) - literalLength(a.template))
  const best = matches[0]
  return best ? t(`errors.${best.code}` as MessageKey, best.params) : message
}

/** The longer explanation under an alert, when the catalogue has one. */
export function alertDetail(t: Translator, message: string): string | undefined {
  const code = Object.keys(shellMessages.alertDetails).find(
    (key) => shellMessages.errors[key as keyof typeof shellMessages.errors] === message,
  )
  return code ? t(`alertDetails.${code}` as MessageKey) : undefined
}
