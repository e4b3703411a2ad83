import type { Portico } from '@portico/sdk'
import { preloadModal } from './preloadModal'

/**
 * Starts loading what the Connect view shows (the catalogue's featured and recommended wallets), from a hover or
 * focus on the button that opens it. The catalogue code itself is fetched with the modal's code (a dynamic import),
 * so it is not part of the page's first load. Failures are recorded by the SDK in `$wallets.status` and its error
 * reporting.
 */
export function prefetchCatalogue(portico: Portico): void {
  void import('../modal/catalogue').then(({ prefetchCatalogue }) => prefetchCatalogue(portico))
  preloadModal()
}
