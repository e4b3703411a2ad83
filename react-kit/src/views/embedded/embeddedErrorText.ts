import { isPorticoError } from '@portico/sdk'
import type { Translator } from '../../i18n'
import { coreNotice, errorText, noticeText } from '../../modal/noticeText'

/** Messages of the embedded-wallet frame the catalogue translates (the frame's own words, wire-api §4). */
const FRAME_MESSAGES = { 'Invalid code': 'shell.email.codeInvalid' } as const

export interface EmbeddedErrorContext {
  /** The seconds still to wait before another e-mail login or update (the SDK's `emailRetryWait`). */
  emailWaitSeconds?: number
  /** The social login's display name, for the pop-up messages. */
  provider?: string
}

/**
 * What the user reads when an embedded-wallet step fails: the SDK's catalogue text ('Please try again after N
 * seconds' with its N), the frame's own message (translated when the catalogue knows it), or the generic text.
 */
export function embeddedErrorText(t: Translator, error: unknown, context: EmbeddedErrorContext = {}): string {
  if (isPorticoError(error, 'EMAIL_RATE_LIMITED'))
    return noticeText(t, coreNotice('EMAIL_RATE_LIMITED', { seconds: context.emailWaitSeconds ?? 0 }))
  if (isPorticoError(error, 'SOCIAL_POPUP_BLOCKED'))
    return t('shell.social.popupBlocked', { provider: context.provider ?? '' })
  if (isPorticoError(error, 'SOCIAL_POPUP_CLOSED')) return t('shell.social.popupClosed')
  if (isPorticoError(error, 'FRAME_ERROR')) {
    const key = Object.hasOwn(FRAME_MESSAGES, error.message)
      ? FRAME_MESSAGES[error.message as keyof typeof FRAME_MESSAGES]
      : undefined
    return key ? t(key) : error.message
  }
  return errorText(t, error)
}
