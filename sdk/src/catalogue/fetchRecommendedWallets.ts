import { CATALOGUE_STALE_MS, RECOMMENDED_WALLETS } from '../constants'
import { readCache, writeCache } from '../storage/cache'
import { recommendedCacheKey } from './cacheKeys'
import { withStatus } from '../mutation/status'
import { getServices } from '../api/instance/getServices'
import { excludedIds, requestedNetworkIds } from './catalogueQuery'
import { setCatalogueStatus } from './setCatalogueStatus'
import { toWallets } from './toWallets'
import type { Wallet } from './types'
import type { CatalogueWallet } from '../api/schemas/catalogue'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { walletsStore } from './walletsStore'

/** What `fetchRecommendedWallets` returns. */
export type FetchRecommendedWalletsReturnType = Wallet[]

/**
 * Fetches RECOMMENDED_WALLETS suggestions: from `includeWalletIds` when set, never an excluded or featured
 * wallet, only wallets supporting one of the requested networks. A recent wallet is listed as recent, not again
 * as recommended. The answer's count of the catalogue's other wallets is the All Wallets row's count from then on. The last answer for the same query is kept in storage: while the service is asked (or when it
 * cannot be reached), a stored answer younger than CATALOGUE_STALE_MS is shown, checked like a fresh one. When the
 * service cannot be reached and nothing is stored, a few well-known wallets are shown (`builtinRecommended`) and the
 * action still fails, so a later call asks again.
 *
 * @example
 * const recommended = await fetchRecommendedWallets(portico)
 */
export function fetchRecommendedWallets(p: Portico): Promise<Wallet[]> {
  return runAction(p, async (p) =>
    withStatus(
      (status) => setCatalogueStatus(p, 'recommended', status),
      async () => {
        const options = p.$options.get()
        const query = {
          page: 1,
          entries: RECOMMENDED_WALLETS,
          include: options.includeWalletIds,
          exclude: [...excludedIds(p), ...options.featuredWalletIds],
          chains: requestedNetworkIds(p),
        }
        const stored = recommendedCacheKey(query)
        // `total`: how many wallets the catalogue has for this query. Those not recommended here are the All Wallets
        // list's (`fetchWallets` leaves out what is shown), so its row can show their count before it is opened.
        const show = (answer: CatalogueWallet[], total?: number) => {
          const recent = p.$connection.get().recentWallets.map((w) => w.id)
          const recommended = toWallets(p, answer).filter((wallet) => !recent.includes(wallet.id))
          const state = walletsStore(p).get()
          const count = total === undefined ? state.count : Math.max(state.count, total - recommended.length)
          walletsStore(p).set({ ...state, recommended, count })
          return recommended
        }
        const earlier = readCache(p.storage, stored, CATALOGUE_STALE_MS, p.platform.now())
        if (earlier && walletsStore(p).get().recommended.length === 0) show(earlier)
        try {
          const { catalogue } = await getServices(p)
          const answer = await catalogue.getWallets(query)
          writeCache(p.storage, stored, answer.data, p.platform.now())
          return show(answer.data, answer.count)
        } catch (error) {
          // Unreachable with nothing shown yet: well-known wallets, so the Connect view still names some.
          if (walletsStore(p).get().recommended.length === 0)
            show((await import('./builtinRecommended')).builtinRecommended(query))
          throw error
        }
      },
    ),
  )
}

/** The error codes `fetchRecommendedWallets` can throw. */
export type FetchRecommendedWalletsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
