import { checkParam, listParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { CatalogueWallet } from '../api/schemas/catalogue'
import type { DiscoveredConnector } from './discoveredConnector'
import { matchesWallet } from './matchesWallet'

const DISCOVERED_TYPES = ['ANNOUNCED', 'INJECTED']

/**
 * A wallet is installed when a connector discovered in the page (EIP-6963 announcement, injected provider or another
 * namespace's browser wallet) is its own (`matchesWallet`: its rdns, its catalogue id, or its name where the
 * connector has no rdns).
 */
export function isInstalled(
  wallet: Pick<CatalogueWallet, 'id' | 'rdns'> & { name?: string | undefined },
  connectors: readonly DiscoveredConnector[],
): boolean {
  checkParam('wallet', objectParam({ id: v.string() }), wallet)
  checkParam('connectors', listParam(), connectors)
  return connectors.some((c) => DISCOVERED_TYPES.includes(c.type) && matchesWallet(c, wallet))
}
