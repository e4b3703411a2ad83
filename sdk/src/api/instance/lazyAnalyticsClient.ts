import type { AnalyticsClient, AnalyticsClientOptions } from '../analytics'
import { loadOnce } from './loadOnce'

/**
 * The analytics client of an instance, its code fetched with a dynamic import on the first event or error it
 * sends: opening the modal on Connect never loads it, and with analytics off it never loads at all (a call
 * answers false, as the client does). The client is created once, so its error rate limit and its one origin
 * alert hold across calls; a failed load is not kept (the next call tries again).
 */
export function lazyAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const isEnabled = () => (typeof options.enabled === 'function' ? options.enabled() : options.enabled)
  const load = loadOnce(() =>
    import('../analytics/createAnalyticsClient').then((module) => module.createAnalyticsClient(options)),
  )
  return {
    sendEvent: (event) => (isEnabled() ? load().then((real) => real.sendEvent(event)) : Promise.resolve(false)),
    sendError: (error, event) =>
      isEnabled() ? load().then((real) => real.sendError(error, event)) : Promise.resolve(false),
  }
}
