import type { Portico } from '../instance/types'
import { getServices } from '../services/getServices'
import type { AnalyticsEventName } from './events'

/**
 * Reports one event (POST /e) with the connected address. Nothing is sent, and no request of any kind is made,
 * when `features.analytics` is off; nothing is sent when the project's analytics switch is off (asked once; off
 * when that call fails). Resolves whether the event was sent.
 *
 * Analytics is best-effort: a failed post resolves false rather than disturbing the app (reporting it to the
 * error telemetry would post to the same failing service). A 403 raises the allowlist alert, once.
 */
export async function trackEvent(
  p: Portico,
  event: AnalyticsEventName,
  properties: Record<string, unknown> = {},
): Promise<boolean> {
  if (!p.$options.get().features.analytics) return false
  const services = await getServices(p)
  if (!(await services.analyticsAllowed())) return false
  return services.analytics
    .sendEvent({ event, properties, address: p.$account.get().address })
    .catch(() => false)
}
