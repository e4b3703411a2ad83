import { balancesCacheKey, nativeBalanceCacheKey } from './cacheKeys'
import { fetchBalances } from './fetchBalances'
import type { Portico } from '../portico/types'

/** Forgets the cached balances of the connected account on the active network, so the next read asks the service. */
export function dropBalanceCaches(p: Portico): void {
  const { address } = p.$account.get()
  const network = p.$network.get().caipNetwork
  if (!address || !network) return
  p.storage.remove(balancesCacheKey(network.caipNetworkId, address))
  p.storage.remove(nativeBalanceCacheKey(network.caipNetworkId, address))
}

/**
 * Reloads the account's balances on the active network past the balance caches (they would still hold the
 * amounts from before a transaction). A failure is already shown ('Token Balance Unavailable') and reported by
 * `fetchBalances`; it is returned, not thrown, because the transaction itself went through.
 */
export async function refreshBalances(p: Portico): Promise<unknown> {
  dropBalanceCaches(p)
  return fetchBalances(p).then(
    () => undefined,
    (error: unknown) => error,
  )
}
