import { checkParam, listParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { CatalogueWallet } from '../api/schemas/catalogue'
import type { DiscoveredConnector } from './discoveredConnector'

const DISCOVERED_TYPES = ['ANNOUNCED', 'INJECTED']

/**
 * A wallet is installed when a connector discovered in the page (EIP-6963 announcement or injected provider)
 * carries its rdns (ignoring case) or its catalogue id (as id or explorerId).
 */
export function isInstalled(
  wallet: Pick<CatalogueWallet, 'id' | 'rdns'>,
  connectors: readonly DiscoveredConnector[],
): boolean {
  checkParam('wallet', objectParam({ id: v.string() }), wallet)
  checkParam('connectors', listParam(), connectors)
  const rdns = wallet.rdns?.toLowerCase()
  return connectors.some(
    (c) =>
      DISCOVERED_TYPES.includes(c.type) &&
      (c.id === wallet.id || c.explorerId === wallet.id || (Boolean(rdns) && c.info?.rdns?.toLowerCase() === rdns)),
  )
}
