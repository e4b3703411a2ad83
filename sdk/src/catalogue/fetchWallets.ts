import { WALLETS_PAGE_IMAGES, WALLETS_PAGE_SIZE } from '../constants'
import { withStatus } from '../mutation/status'
import { getServices } from '../api/instance/getServices'
import { excludedIds, requestedNetworkIds } from './catalogueQuery'
import { fetchWalletImages } from './fetchWalletImage'
import { setCatalogueStatus } from './setCatalogueStatus'
import { supportsNetworks } from './supportsNetworks'
import { toWallets } from './toWallets'
import { uniqueById } from './uniqueById'
import type { Wallet } from './types'
import * as v from 'valibot'
import { checkParam } from '../validation/checkParam'
import { wholeNumber } from '../validation/schemaParts'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { walletsStore } from './walletsStore'

/** The parameters of `fetchWallets`. */
export interface FetchWalletsParams {
  /** 1-based page of WALLETS_PAGE_SIZE wallets. */
  page: number
}

/** What `fetchWallets` returns. */
export type FetchWalletsReturnType = Wallet[]

/**
 * Loads one page of the all-wallets list (WALLETS_PAGE_SIZE entries, without featured, recommended and excluded
 * wallets) and appends it: duplicates dropped by id, only wallets supporting a requested network kept, the count
 * never lowered. The images of the page's first WALLETS_PAGE_IMAGES wallets are loaded before it is shown.
 *
 * @example
 * const page = await fetchWallets(portico, { page: 1 }) // also appended to portico.$catalogue
 */
export function fetchWallets(p: Portico, params: FetchWalletsParams): Promise<Wallet[]> {
  return runAction(p, async (p) => {
    const { page } = checkParam('params', v.object({ page: wholeNumber(1) }, 'must be an object'), params)
    return withStatus(
      (status) => setCatalogueStatus(p, 'page', status),
      async () => {
        const options = p.$options.get()
        const { featured, recommended } = walletsStore(p).get()
        const shown = [...options.featuredWalletIds, ...[...featured, ...recommended].map((w) => w.id)]
        const networks = requestedNetworkIds(p)
        const { catalogue } = await getServices(p)
        const answer = await catalogue.getWallets({
          page,
          entries: WALLETS_PAGE_SIZE,
          include: options.includeWalletIds,
          exclude: [...new Set([...excludedIds(p), ...shown])],
          chains: networks,
        })
        const fresh = toWallets(p, answer.data).filter((wallet) => supportsNetworks(wallet, networks))
        await fetchWalletImages(p, fresh.slice(0, WALLETS_PAGE_IMAGES))
        const state = walletsStore(p).get()
        const wallets = uniqueById([...state.wallets, ...fresh])
        walletsStore(p).set({ ...state, wallets, page, count: Math.max(state.count, answer.count) })
        return wallets
      },
    )
  })
}

/** The error codes `fetchWallets` can throw. */
export type FetchWalletsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
