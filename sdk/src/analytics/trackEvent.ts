import * as v from 'valibot'
import type { Portico } from '../portico/types'
import { getServices } from '../api/instance/getServices'
import { checkParam, objectParam } from '../validation/checkParam'
import { ANALYTICS_EVENTS, type AnalyticsEventName } from './events'
import type { ServiceErrorType } from '../api/http/serviceErrorType'

/** The parameters of `trackEvent`. */
export interface TrackEventParams {
  event: AnalyticsEventName
  /** Sent with the event as they are. */
  properties?: Record<string, unknown> | undefined
}

const paramsSchema = () =>
  objectParam({
    event: v.picklist(ANALYTICS_EVENTS, 'must be one of the analytics events'),
    properties: v.optional(v.record(v.string(), v.unknown(), 'must be an object')),
  })

/** What `trackEvent` returns. */
export type TrackEventReturnType = boolean

/**
 * Reports one event (POST /e) with the connected address. Nothing is sent, and no request of any kind is made,
 * when `features.analytics` is off; nothing is sent when the project's analytics switch is off (asked once; off
 * when that call fails). Resolves whether the event was sent.
 *
 * Analytics is best-effort: a failed post resolves false rather than disturbing the app (reporting it to the
 * error telemetry would post to the same failing service). A 403 raises the allowlist alert, once.
 *
 * @example
 * await trackEvent(portico, { event: 'OPEN_SEND', properties: { network: 'eip155:1' } })
 */
export async function trackEvent(p: Portico, params: TrackEventParams): Promise<boolean> {
  const { event, properties = {} } = checkParam('params', paramsSchema(), params)
  if (!p.$options.get().features.analytics) return false
  const services = await getServices(p)
  if (!(await services.analyticsAllowed())) return false
  return services.analytics.sendEvent({ event, properties, address: p.$account.get().address }).catch(() => false)
}

/** The error codes `trackEvent` can throw. */
export type TrackEventErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
