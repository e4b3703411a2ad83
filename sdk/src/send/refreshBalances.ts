import { balancesCacheKey, nativeBalanceCacheKey } from '../account/cacheKeys'
import { fetchBalances } from '../account/fetchBalances'
import type { Portico } from '../instance/types'

/**
 * Reloads the account's balances on the active network past the balance caches (they would still hold the
 * amounts from before a transaction). A failure is already shown ('Token Balance Unavailable') and reported by
 * `fetchBalances`; it is returned, not thrown, because the transaction itself went through.
 */
export async function refreshBalances(p: Portico): Promise<unknown> {
  const { address } = p.$account.get()
  const network = p.$network.get().caipNetwork
  if (address && network) {
    p.storage.remove(balancesCacheKey(network.caipNetworkId, address))
    p.storage.remove(nativeBalanceCacheKey(network.caipNetworkId, address))
  }
  return fetchBalances(p).then(
    () => undefined,
    (error: unknown) => error,
  )
}
