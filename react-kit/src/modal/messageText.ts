import { isPorticoError, isUserRejection } from '@portico/sdk'
import type { MessageKey, MessageParams, Translator } from '../i18n'
import { shellMessages } from '../i18n/en/shell'

type ErrorKey = keyof typeof shellMessages.errors

const isErrorCode = (code: string): code is ErrorKey => Object.hasOwn(shellMessages.errors, code)

/**
 * The values a message of the catalogue was filled with, read back from its English text ('HTTP status code 503'
 * → { status: '503' }); undefined when the text is not that message.
 */
export function errorParams(code: ErrorKey, message: string): MessageParams | undefined {
  const template = shellMessages.errors[code]
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

/** The characters of a message that are not parameters: the more, the more specific the match. */
const literalLength = (code: ErrorKey) => shellMessages.errors[code].replace(/\{\w+\}/g, '').length

/**
 * What the user reads for a failed action: the catalogue's text for the error's code with its values ('Signature
 * declined'); for an error the catalogue has no code for, 'User rejected the request' when the wallet says the user
 * declined (whatever wraps it); else a generic text.
 */
export function errorText(t: Translator, error: unknown): string {
  if (isPorticoError(error) && isErrorCode(error.code))
    return t(`errors.${error.code}` as MessageKey, errorParams(error.code, error.message) ?? {})
  if (isUserRejection(error)) return t('errors.USER_REJECTED')
  return t('errors.SOMETHING_WENT_WRONG')
}

/**
 * An SDK message as `$snackbar` and `$alert` hold it (the spec's English, its values filled in) in the shown locale.
 * A message the catalogue does not know (an app's own snackbar text) is shown as it was given.
 */
export function messageText(t: Translator, message: string): string {
  const matches = (Object.keys(shellMessages.errors) as ErrorKey[])
    .map((code) => ({ code, params: errorParams(code, message) }))
    .filter((found): found is { code: ErrorKey; params: MessageParams } => found.params !== undefined)
    .sort((a, b) => literalLength(b.code) - literalLength(a.code))
  const best = matches[0]
  return best ? t(`errors.${best.code}` as MessageKey, best.params) : message
}

/** The longer explanation under an alert, when the catalogue has one. */
export function alertDetail(t: Translator, message: string): string | undefined {
  const code = Object.keys(shellMessages.alertDetails).find((key) => shellMessages.errors[key as ErrorKey] === message)
  return code ? t(`alertDetails.${code}` as MessageKey) : undefined
}
