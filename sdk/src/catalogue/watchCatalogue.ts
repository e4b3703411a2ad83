import type { ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { prefetchCatalogue } from './prefetchCatalogue'
import { syncLocalWallets } from './syncLocalWallets'

/** What `watchCatalogue` returns. */
export type WatchCatalogueReturnType = () => void

/**
 * Keeps `$wallets` in step with the instance: the catalogue is prefetched when the modal opens (never before),
 * and the recent, custom and installed information follows the recent wallets and the discovered connectors.
 * Returns the function that stops watching.
 *
 * @example
 * const stop = watchCatalogue(portico)
 * // later
 * stop()
 */
export function watchCatalogue(p: Portico): () => void {
  const connectors = (p as { $connectors?: ReadableAtom<unknown> }).$connectors
  const stops = [
    p.$modal.subscribe((modal) => {
      if (modal.open) void prefetchCatalogue(p)
    }),
    p.$connection.listen(() => syncLocalWallets(p)),
    connectors?.listen(() => syncLocalWallets(p)),
  ]
  return () => {
    for (const stop of stops) stop?.()
  }
}
