import { showAlert } from '../alert/showAlert'
import { SERVER_MESSAGE_ALERTS, formatMessage, isPorticoError, type ErrorCode } from '../errors'
import type { Portico } from '../instance/types'

/**
 * Shows the alert of spec §8 an embedded-wallet failure calls for: the frame did not load, a request timed
 * out, or the frame passed on a server message that maps to a configuration alert. Other failures show none.
 */
export function alertFor(p: Portico, error: unknown): void {
  if (isPorticoError(error, 'FRAME_LOAD_FAILED') || isPorticoError(error, 'FRAME_REQUEST_TIMEOUT')) {
    showAlert(p, { message: error.message, variant: 'error' })
    return
  }
  if (!isPorticoError(error, 'FRAME_ERROR')) return
  const alerts: Readonly<Record<string, ErrorCode>> = SERVER_MESSAGE_ALERTS
  if (Object.hasOwn(alerts, error.message)) showAlert(p, { message: formatMessage(alerts[error.message]!), variant: 'error' })
}
