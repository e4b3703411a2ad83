import type { Portico } from '../instance/types'
import { fetchExcludedWallets } from './fetchExcludedWallets'
import { fetchFeaturedWallets } from './fetchFeaturedWallets'
import { fetchRecommendedWallets } from './fetchRecommendedWallets'
import { fetchWalletImages } from './fetchWalletImage'
import { syncLocalWallets } from './syncLocalWallets'
import type { ServiceErrorType } from '../api/http/serviceErrorType'

/** What `prefetchCatalogue` returns. */
export type PrefetchCatalogueReturnType = undefined

/**
 * Gets the Connect view's wallets ready: call it when the modal first opens or its button is hovered, never at
 * start-up. Lists already loaded are not asked for again (a failed one is, one in flight is not); the images of
 * the wallets the Connect view shows are loaded. Failures are recorded in `$wallets.status` and reported to
 * telemetry by each action, so this never rejects.
 *
 * @example
 * button.addEventListener('pointerenter', () => void prefetchCatalogue(portico), { once: true })
 */
export async function prefetchCatalogue(p: Portico): Promise<void> {
  syncLocalWallets(p)
  const { status } = p.$wallets.get()
  const due = (done: string) => done === 'idle' || done === 'error'
  await Promise.allSettled([
    due(status.excluded) ? fetchExcludedWallets(p) : undefined,
    due(status.featured) ? fetchFeaturedWallets(p) : undefined,
    due(status.recommended) ? fetchRecommendedWallets(p) : undefined,
  ])
  const { featured, recommended, recent, custom } = p.$wallets.get()
  await fetchWalletImages(p, [...recent, ...featured, ...custom, ...recommended])
}

/** The error codes `prefetchCatalogue` can throw. */
export type PrefetchCatalogueErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
