import { authConnector } from './embeddedSession'
import { loadSmartAccountNetworks } from './loadSmartAccountNetworks'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `fetchSmartAccountNetworks` returns. */
export type FetchSmartAccountNetworksReturnType = number[]

/**
 * The eip155 chain ids with smart accounts, also kept in `networkState.smartAccountEnabledNetworks`.
 *
 * @example
 * const chainIds = await fetchSmartAccountNetworks(portico) // [1, 8453, …]
 */
export function fetchSmartAccountNetworks(p: Portico): Promise<number[]> {
  return runAction(p, async (p) => loadSmartAccountNetworks(p, authConnector(p).embedded))
}

/** The error codes `fetchSmartAccountNetworks` can throw. */
export type FetchSmartAccountNetworksErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
