import type { AnalyticsClient } from '../analytics'
import type { Portico } from '../../portico/types'
import { loadOnce } from './loadOnce'

/**
 * The analytics client of instance `p`, its code fetched with a dynamic import on the first event or error it
 * sends: opening the modal on Connect never loads it, and with `features.analytics` off it never loads at all (a
 * call answers false, as the client does; read at each call). The client is created once, so its error rate limit
 * and its one origin alert hold across calls; a failed load is not kept (the next call tries again).
 */
export function lazyAnalyticsClient(p: Portico): AnalyticsClient {
  const isEnabled = () => p.$options.get().features.analytics
  const load = loadOnce(() => import('./analyticsService').then((module) => module.analyticsService(p)))
  return {
    sendEvent: (event) => (isEnabled() ? load().then((real) => real.sendEvent(event)) : Promise.resolve(false)),
    sendError: (error, event) =>
      isEnabled() ? load().then((real) => real.sendError(error, event)) : Promise.resolve(false),
  }
}
