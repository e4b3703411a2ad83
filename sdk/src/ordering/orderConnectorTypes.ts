import { orderWithDefaults } from './orderWithDefaults'
import * as v from 'valibot'
import { checkParam, listParam } from '../validation/checkParam'

export const CONNECTOR_TYPES = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
/** The order in which the Connect view lists wallets by how they connect. */
export type ConnectorTypeOrder = (typeof CONNECTOR_TYPES)[number]

/**
 * Spec §2: connector types on Connect, by default walletConnect, recent, injected, featured, custom, external,
 * recommended. A configured order wins and the types it leaves out follow in the default order; unknown and
 * repeated entries are dropped.
 */
export function orderConnectorTypes(configured: readonly string[] = []): ConnectorTypeOrder[] {
  checkParam('configured', listParam(v.string()), configured)
  return orderWithDefaults(configured, CONNECTOR_TYPES)
}
