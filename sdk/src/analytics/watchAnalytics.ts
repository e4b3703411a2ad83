import type { Namespace } from '../constants'
import type { Portico } from '../portico/types'
import { watchErrors } from '../telemetry/watchErrors'
import { reportErrorToAnalytics } from './reportErrorToAnalytics'
import { trackEvent } from './trackEvent'

/** What `watchAnalytics` returns. */
export type WatchAnalyticsReturnType = () => void

/**
 * Wires the analytics client to an instance: MODAL_OPEN / MODAL_CLOSE when the modal opens and closes,
 * CONNECT_SUCCESS / DISCONNECT_SUCCESS when a namespace's connection status changes, and every error the instance's
 * telemetry reports goes to the error telemetry. Starting makes no request; with `features.analytics` off nothing
 * is ever sent. Returns the function that stops it.
 *
 * @example
 * const stop = watchAnalytics(portico) // start() runs it for you
 */
export function watchAnalytics(p: Portico): () => void {
  let wasOpen = p.$modal.get().open
  let statuses = p.$connection.get().status
  const connected = () => Boolean(p.$account.get().address)

  const stops = [
    p.$modal.listen((modal) => {
      if (modal.open === wasOpen) return
      wasOpen = modal.open
      void trackEvent(p, { event: modal.open ? 'MODAL_OPEN' : 'MODAL_CLOSE', properties: { connected: connected() } })
    }),
    p.$connection.listen((connection) => {
      const before = statuses
      statuses = connection.status
      for (const [namespace, status] of Object.entries(connection.status) as [Namespace, string][]) {
        if (status === before[namespace]) continue
        if (status === 'connected') void trackEvent(p, { event: 'CONNECT_SUCCESS', properties: { namespace } })
        else if (before[namespace] === 'connected')
          void trackEvent(p, { event: 'DISCONNECT_SUCCESS', properties: { namespace } })
      }
    }),
    watchErrors(p, { onError: (error) => void reportErrorToAnalytics(p, error) }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
