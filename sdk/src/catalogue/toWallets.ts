import type { CatalogueWallet } from '../api/schemas/catalogue'
import type { Portico } from '../portico/types'
import { discoveredConnectors } from './discoveredConnector'
import { isExcluded } from './isExcluded'
import { isInstalled } from './isInstalled'
import { isReachableOnMobile } from './isReachableOnMobile'
import type { Wallet } from './types'
import { walletsStore } from './walletsStore'

/**
 * Catalogue entries as the modal lists them: without excluded wallets (rdns or name), on a phone without wallets
 * that have neither a mobile nor a web-app link, each with its installed flag. (Custom wallets do not pass
 * through here: they are always kept, see `syncLocalWallets`.)
 */
export function toWallets(p: Portico, list: readonly CatalogueWallet[]): Wallet[] {
  const connectors = discoveredConnectors(p)
  const { isMobile } = p.platform.facts()
  const { excluded } = walletsStore(p).get()
  return list
    .filter((wallet) => !isExcluded(wallet, excluded))
    .filter((wallet) => !isMobile || isReachableOnMobile(wallet))
    .map((wallet) => ({ ...wallet, installed: isInstalled(wallet, connectors) }))
}
