import type { BlockchainClient } from '../api/blockchain'
import { isNetworkSupported } from '../api/blockchain/isNetworkSupported'
import type { Portico } from '../instance/types'
import type { CaipNetwork } from '../networks/types'
import { getServices } from './getServices'

/**
 * The one guard of every blockchain-API call (spec §7): `run` is called only when the active network is in the
 * service's supported-chains list (fetched once per instance; an empty list when that fetch fails). Otherwise
 * the call is skipped and `empty` is the answer.
 */
export async function onSupportedNetwork<T>(
  p: Portico,
  empty: T,
  run: (blockchain: BlockchainClient, network: CaipNetwork) => Promise<T>,
): Promise<T> {
  const network = p.$network.get().caipNetwork
  if (!network) return empty
  const { blockchain } = await getServices(p)
  if (!(await isNetworkSupported(blockchain, network.caipNetworkId))) return empty
  return run(blockchain, network)
}
