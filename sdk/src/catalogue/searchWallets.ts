import * as v from 'valibot'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { SEARCH_IMAGE_WAIT_MS, WALLETS_SEARCH_PAGE_SIZE } from '../constants'
import { getServices } from '../api/instance/getServices'
import { trimSearch } from '../validation/trimSearch'
import { excludedIds, requestedNetworkIds } from './catalogueQuery'
import { fetchWalletImages } from './fetchWalletImage'
import { setCatalogueStatus } from './setCatalogueStatus'
import { supportsNetworks } from './supportsNetworks'
import { toWallets } from './toWallets'
import type { Wallet } from './types'
import { wait } from './wait'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { walletsStore } from './walletsStore'

/** The parameters of `searchWallets`. */
export interface SearchWalletsParams {
  search: string
}

/** What `searchWallets` returns. */
export type SearchWalletsReturnType = Wallet[]

/**
 * Searches the catalogue (WALLETS_SEARCH_PAGE_SIZE results, trimmed text; blank text clears the results). The
 * results are published once their images are loaded and at least SEARCH_IMAGE_WAIT_MS has passed, and only if
 * no newer search was started meanwhile: a stale answer never overwrites a newer one.
 *
 * @example
 * const results = await searchWallets(portico, { search: 'rain' })
 */
export function searchWallets(p: Portico, params: SearchWalletsParams): Promise<Wallet[]> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { search: text } = params
    const search = trimSearch(checkParam('text', v.optional(textParam()), text))
    const request = walletsStore(p).get().searchRequest + 1
    const isLatest = () => walletsStore(p).get().searchRequest === request
    walletsStore(p).set({ ...walletsStore(p).get(), searchRequest: request })
    if (!search) {
      walletsStore(p).set({ ...walletsStore(p).get(), search: [], searchText: '' })
      setCatalogueStatus(p, 'search', 'idle')
      return []
    }
    setCatalogueStatus(p, 'search', 'pending')
    try {
      const options = p.$options.get()
      const networks = requestedNetworkIds(p)
      const { catalogue } = await getServices(p)
      const answer = await catalogue.getWallets({
        page: 1,
        entries: WALLETS_SEARCH_PAGE_SIZE,
        search,
        include: options.includeWalletIds,
        exclude: excludedIds(p),
        chains: networks,
      })
      const results = toWallets(p, answer.data).filter((wallet) => supportsNetworks(wallet, networks))
      await Promise.all([fetchWalletImages(p, results), wait(p, SEARCH_IMAGE_WAIT_MS)])
      if (!isLatest()) return results
      walletsStore(p).set({ ...walletsStore(p).get(), search: results, searchText: search })
      setCatalogueStatus(p, 'search', 'success')
      return results
    } catch (error) {
      if (isLatest()) setCatalogueStatus(p, 'search', 'error')
      throw error
    }
  })
}

/** The error codes `searchWallets` can throw. */
export type SearchWalletsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
