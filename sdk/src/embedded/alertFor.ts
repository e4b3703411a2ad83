import { showAlert } from '../alert/showAlert'
import { isPorticoError } from '../errors'
import { noticeFor, noticeOf } from '../errors/notice'
import type { Portico } from '../portico/types'
import { EMBEDDED_MESSAGES, SERVER_MESSAGE_ALERTS } from './messages'

/**
 * Shows the alert of spec §8 an embedded-wallet failure calls for: the frame did not load, a request timed
 * out, or the frame passed on a server message that maps to a configuration alert. Other failures show none.
 */
export function alertFor(p: Portico, error: unknown): void {
  if (isPorticoError(error, 'FRAME_LOAD_FAILED') || isPorticoError(error, 'FRAME_REQUEST_TIMEOUT')) {
    showAlert(p, { variant: 'error', ...noticeOf(error) })
    return
  }
  if (!isPorticoError(error, 'FRAME_ERROR')) return
  const alerts: Readonly<Record<string, keyof typeof EMBEDDED_MESSAGES>> = SERVER_MESSAGE_ALERTS
  const alert = Object.hasOwn(alerts, error.message) ? alerts[error.message] : undefined
  if (alert) showAlert(p, { variant: 'error', ...noticeFor(EMBEDDED_MESSAGES, alert) })
}
