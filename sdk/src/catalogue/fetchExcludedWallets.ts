import { withStatus } from '../mutation/status'
import { getServices } from '../api/instance/getServices'
import { excludedIds } from './catalogueQuery'
import { setCatalogueStatus } from './setCatalogueStatus'
import type { ExcludedWallet } from './types'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { walletsStore } from './walletsStore'

/** What `fetchExcludedWallets` returns. */
export type FetchExcludedWalletsReturnType = ExcludedWallet[]

/**
 * Looks up the excluded wallets (the integrator's and the core SDK's) in the catalogue, so that connectors of
 * those wallets are hidden too: they are matched by rdns, or by name ignoring case.
 *
 * @example
 * const excluded = await fetchExcludedWallets(portico) // installed wallets the app excludes by id
 */
export function fetchExcludedWallets(p: Portico): Promise<ExcludedWallet[]> {
  return runAction(p, async (p) => {
    const ids = excludedIds(p)
    if (ids.length === 0) return []
    return withStatus(
      (status) => setCatalogueStatus(p, 'excluded', status),
      async () => {
        const { catalogue } = await getServices(p)
        const answer = await catalogue.getWallets({ page: 1, entries: ids.length, include: ids })
        const excluded = answer.data.map((wallet) => ({ name: wallet.name, rdns: wallet.rdns }))
        walletsStore(p).set({ ...walletsStore(p).get(), excluded })
        return excluded
      },
    )
  })
}

/** The error codes `fetchExcludedWallets` can throw. */
export type FetchExcludedWalletsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
