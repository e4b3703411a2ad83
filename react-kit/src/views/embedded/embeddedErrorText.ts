import { isPorticoError, type Notice } from '@portico/sdk'
import type { Translator } from '../../i18n'
import { errorText, noticeText } from '../../i18n/noticeText'

export interface EmbeddedErrorContext {
  /**
   * The e-mail gap with the seconds still to wait (the SDK's `emailWaitNotice`), shown for a refusal in its place:
   * the refusal's own message keeps the seconds it was thrown with.
   */
  emailWait?: Notice
  /** The social login's display name, for the pop-up messages. */
  provider?: string
}

/**
 * What the user reads when an embedded-wallet step fails: the catalogue's text for its code ('Please try again after
 * N seconds' with its N, 'Invalid code' for INVALID_OTP), the frame's own message for any other frame answer, or the
 * generic text.
 */
export function embeddedErrorText(t: Translator, error: unknown, context: EmbeddedErrorContext = {}): string {
  if (isPorticoError(error, 'EMAIL_RATE_LIMITED')) return noticeText(t, context.emailWait ?? error)
  if (isPorticoError(error, 'SOCIAL_POPUP_BLOCKED'))
    return t('shell.social.popupBlocked', { provider: context.provider ?? '' })
  if (isPorticoError(error, 'SOCIAL_POPUP_CLOSED')) return t('shell.social.popupClosed')
  if (isPorticoError(error, 'FRAME_ERROR')) return error.message
  return errorText(t, error)
}
