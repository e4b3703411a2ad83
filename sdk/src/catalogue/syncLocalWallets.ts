import { RECENT_WALLETS_MAX } from '../constants'
import { discoveredConnectors } from './discoveredConnector'
import { isInstalled } from './isInstalled'
import type { Wallet } from './types'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { walletsStore } from './walletsStore'

/** What `syncLocalWallets` returns. */
export type SyncLocalWalletsReturnType = undefined

/**
 * Brings the wallets that need no request up to date: the integrator's custom wallets (always listed, also on a
 * phone), the recent wallets (at most RECENT_WALLETS_MAX), and every list's installed flag from the connectors
 * discovered so far. Run when the catalogue is prefetched and when connectors or recent wallets change.
 *
 * @example
 * await syncLocalWallets(portico) // the catalogue entries of the wallets in the page
 */
export function syncLocalWallets(p: Portico): void {
  runAction(p, (p) => {
    const connectors = discoveredConnectors(p)
    const mark = <T extends Pick<Wallet, 'id' | 'rdns'>>(wallet: T) => ({
      ...wallet,
      installed: isInstalled(wallet, connectors),
    })
    const state = walletsStore(p).get()
    walletsStore(p).set({
      ...state,
      custom: p.$options.get().customWallets.map((wallet) => ({ ...mark(wallet), custom: true })),
      recent: p.$connection.get().recentWallets.slice(0, RECENT_WALLETS_MAX).map(mark),
      featured: state.featured.map(mark),
      recommended: state.recommended.map(mark),
      wallets: state.wallets.map(mark),
      search: state.search.map(mark),
    })
  })
}

/** The error codes `syncLocalWallets` can throw. */
export type SyncLocalWalletsErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
