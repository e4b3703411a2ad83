import { createCatalogueClient } from '../catalogue'
import { DEFAULT_CATALOGUE_URL } from '../urls'
import type { Portico } from '../../portico/types'
import { lazyAnalyticsClient } from './lazyAnalyticsClient'
import { lazyBlockchainClient } from './lazyBlockchainClient'
import { serviceOptions } from './serviceOptions'
import type { Services } from './types'

/**
 * Builds the three clients from the instance's options (base URLs, projectId, sdkType, sdkVersion, clientId) and
 * its platform's fetch and clock. The blockchain and analytics clients' code loads on their first call
 * (`lazyBlockchainClient`, `lazyAnalyticsClient`), built from the instance by the module it loads
 * (`blockchainService`, `analyticsService`: that module reaches the instance's code, which an app has loaded
 * already, so an app's bundler keeps the core in one chunk with the code it shares with the HTTP clients).
 * Analytics sends nothing (and loads nothing) unless `features.analytics` is on, read at each call.
 */
export function createServices(p: Portico): Services {
  const options = p.$options.get()
  const catalogue = createCatalogueClient(serviceOptions(p, options.apiUrls.catalogue))
  const analyticsOn = () => p.$options.get().features.analytics
  let allowed: Promise<boolean> | undefined

  return {
    catalogue,
    blockchain: lazyBlockchainClient(p),
    analytics: lazyAnalyticsClient(p),
    analyticsAllowed() {
      if (!analyticsOn()) return Promise.resolve(false)
      allowed ??= catalogue.getAnalyticsConfig().then((config) => config.isAnalyticsEnabled)
      return allowed
    },
    catalogueUrl: options.apiUrls.catalogue ?? DEFAULT_CATALOGUE_URL,
  }
}
