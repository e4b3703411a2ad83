import { withStatus } from '../mutation/status'
import { getServices } from '../api/instance/getServices'
import { orderByIds } from './orderByIds'
import { setCatalogueStatus } from './setCatalogueStatus'
import { toWallets } from './toWallets'
import type { Wallet } from './types'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { walletsStore } from './walletsStore'

/** What `fetchFeaturedWallets` returns. */
export type FetchFeaturedWalletsReturnType = Wallet[]

/**
 * Fetches the integrator's featured wallets (`featuredWalletIds`): as many entries as ids, kept in the configured
 * order. Without featured ids nothing is fetched.
 *
 * @example
 * const featured = await fetchFeaturedWallets(portico) // also in portico.$catalogue
 */
export function fetchFeaturedWallets(p: Portico): Promise<Wallet[]> {
  return runAction(p, async (p) => {
    const ids = p.$options.get().featuredWalletIds
    if (ids.length === 0) return []
    return withStatus(
      (status) => setCatalogueStatus(p, 'featured', status),
      async () => {
        const { catalogue } = await getServices(p)
        const answer = await catalogue.getWallets({ page: 1, entries: ids.length, include: ids })
        const featured = toWallets(p, orderByIds(answer.data, ids))
        walletsStore(p).set({ ...walletsStore(p).get(), featured })
        return featured
      },
    )
  })
}

/** The error codes `fetchFeaturedWallets` can throw. */
export type FetchFeaturedWalletsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
