import type { Portico } from '../portico/types'
import { fetchExcludedWallets } from './fetchExcludedWallets'
import { fetchFeaturedWallets } from './fetchFeaturedWallets'
import { fetchRecommendedWallets } from './fetchRecommendedWallets'
import { fetchWalletImages } from './fetchWalletImage'
import { syncLocalWallets } from './syncLocalWallets'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { walletsStore } from './walletsStore'

/** What `prefetchCatalogue` returns. */
export type PrefetchCatalogueReturnType = undefined

/**
 * Gets the Connect view's wallets ready, then All Wallets' first page: call it when the modal first opens or its
 * button is hovered, never at start-up. Lists already loaded are not asked for again (a failed one is, one in flight
 * is not); the images of the wallets the Connect view shows are loaded. The first page is asked for once the Connect
 * lists are in (it leaves out the wallets they show) and only if it never was, so All Wallets opens full on a tap. Failures are recorded in
 * `$wallets.status` and reported to telemetry by each action, so this never rejects.
 *
 * @example
 * button.addEventListener('pointerenter', () => void prefetchCatalogue(portico), { once: true })
 */
export async function prefetchCatalogue(p: Portico): Promise<void> {
  syncLocalWallets(p)
  const { status } = walletsStore(p).get()
  const due = (done: string) => done === 'idle' || done === 'error'
  await Promise.allSettled([
    due(status.excluded) ? fetchExcludedWallets(p) : undefined,
    due(status.featured) ? fetchFeaturedWallets(p) : undefined,
    due(status.recommended) ? fetchRecommendedWallets(p) : undefined,
  ])
  const { featured, recommended, recent, custom, page } = walletsStore(p).get()
  await Promise.allSettled([
    fetchWalletImages(p, [...recent, ...featured, ...custom, ...recommended]),
    // Its own chunk: the Connect view does not wait for All Wallets' code. Asked once: a failure All Wallets shows
    // is asked again by its Try again, not here.
    // Checked once the code is in: another prefetch or the view itself may have asked meanwhile.
    page === 0
      ? import('./fetchWallets').then(({ fetchWallets }) => {
          const now = walletsStore(p).get()
          return now.page === 0 && now.status.page === 'idle' ? fetchWallets(p, { page: 1 }) : undefined
        })
      : undefined,
  ])
}

/** The error codes `prefetchCatalogue` can throw. */
export type PrefetchCatalogueErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
