import type { BlockchainClient } from '../blockchain'
import { isNetworkSupported } from '../blockchain/isNetworkSupported'
import type { Portico } from '../../portico/types'
import type { CaipNetwork } from '../../networks/types'
import { getServices } from './getServices'

/**
 * What a blockchain-API call gave: the service's own answer (`served: true`), or `empty` because the service does
 * not support the active network (`served: false`, spec §7: the call is skipped). Only a served answer may be
 * cached: a skip is not an answer of the service.
 */
export interface ServedAnswer<T> {
  served: boolean
  value: T
}

/**
 * The one guard of every blockchain-API call (spec §7): `run` is called only when the active network is in the
 * service's supported-chains list; otherwise the call is skipped with `empty`. When that list cannot be loaded
 * (error, time-out, a malformed answer) nothing is skipped: the failure is thrown, so the caller shows its own
 * error, caches nothing, and the next call asks for the list again.
 *
 * @example
 * const { served, value } = await onSupportedNetwork(p, [], (blockchain) => blockchain.getBalance(address, params))
 * if (served) writeCache(p.storage, key, value, now)
 */
export async function onSupportedNetwork<T>(
  p: Portico,
  empty: T,
  run: (blockchain: BlockchainClient, network: CaipNetwork) => Promise<T>,
): Promise<ServedAnswer<T>> {
  const network = p.$network.get().caipNetwork
  if (!network) return { served: false, value: empty }
  const { blockchain } = await getServices(p)
  if (!(await isNetworkSupported(blockchain, network.caipNetworkId))) return { served: false, value: empty }
  return { served: true, value: await run(blockchain, network) }
}
