import { showAlertOnce } from '../../alert/showAlertOnce'
import { noticeFor } from '../../errors/notice'
import type { Portico } from '../../portico/types'
import { type AnalyticsClient, createAnalyticsClient } from '../analytics/createAnalyticsClient'
import { ANALYTICS_MESSAGES, ORIGIN_ALERT_KEY } from './originAlert'
import { serviceOptions } from './serviceOptions'

/**
 * The analytics client of instance `p`: on while `features.analytics` is (read at each call), timed by the instance's
 * clock, and showing the origin alert once when the service refuses the page's origin (spec §8). This module is
 * what `lazyAnalyticsClient` loads on the first event or error sent, with the alert.
 */
export function analyticsService(p: Portico): AnalyticsClient {
  const { clientId: _, ...options } = serviceOptions(p, p.$options.get().apiUrls.analytics)
  return createAnalyticsClient({
    ...options,
    enabled: () => p.$options.get().features.analytics,
    now: () => p.platform.now(),
    onForbidden: () =>
      showAlertOnce(p, {
        key: ORIGIN_ALERT_KEY,
        variant: 'error',
        ...noticeFor(ANALYTICS_MESSAGES, 'ORIGIN_NOT_ALLOWED'),
      }),
  })
}
