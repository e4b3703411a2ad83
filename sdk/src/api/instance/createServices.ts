import { createCatalogueClient } from '../catalogue'
import { noticeFor } from '../../errors/notice'
import { DEFAULT_CATALOGUE_URL } from '../urls'
import { showAlertOnce } from '../../alert/showAlertOnce'
import { ANALYTICS_MESSAGES, ORIGIN_ALERT_KEY } from './originAlert'
import type { Portico } from '../../instance/types'
import { lazyAnalyticsClient } from './lazyAnalyticsClient'
import { lazyBlockchainClient } from './lazyBlockchainClient'
import type { Services } from './types'

/**
 * Builds the three clients from the instance's options (base URLs, projectId, sdkType, sdkVersion, clientId) and
 * its platform's fetch and clock. The blockchain and analytics clients' code loads on their first call
 * (`lazyBlockchainClient`, `lazyAnalyticsClient`). Analytics sends nothing (and loads nothing) unless
 * `features.analytics` is on, read at each call.
 */
export function createServices(p: Portico): Services {
  const options = p.$options.get()
  const common = {
    projectId: options.projectId,
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
    fetch: p.platform.fetch,
  }
  const catalogue = createCatalogueClient({ ...common, baseUrl: options.apiUrls.catalogue, clientId: options.clientId })
  const analyticsOn = () => p.$options.get().features.analytics
  let allowed: Promise<boolean> | undefined

  return {
    catalogue,
    blockchain: lazyBlockchainClient({ ...common, baseUrl: options.apiUrls.blockchain, clientId: options.clientId }),
    analytics: lazyAnalyticsClient({
      ...common,
      baseUrl: options.apiUrls.analytics,
      enabled: analyticsOn,
      now: () => p.platform.now(),
      onForbidden: () =>
        showAlertOnce(p, {
          key: ORIGIN_ALERT_KEY,
          variant: 'error',
          ...noticeFor(ANALYTICS_MESSAGES, 'ORIGIN_NOT_ALLOWED'),
        }),
    }),
    analyticsAllowed() {
      if (!analyticsOn()) return Promise.resolve(false)
      allowed ??= catalogue.getAnalyticsConfig().then((config) => config.isAnalyticsEnabled)
      return allowed
    },
    catalogueUrl: options.apiUrls.catalogue ?? DEFAULT_CATALOGUE_URL,
  }
}
