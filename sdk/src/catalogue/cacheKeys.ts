import * as v from 'valibot'
import { catalogueWalletSchema, type CatalogueWallet } from '../api/schemas/catalogue'
import { cacheKey, type StorageKey } from '../storage/keys'

/** A short, stable name for a query (FNV-1a of its JSON): the key stays small whatever the query holds. */
function digest(query: unknown): string {
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(query)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash.toString(36)
}

/**
 * The stored answer of the catalogue's recommended wallets for one query (networks, included and excluded ids):
 * checked against the catalogue's wallet schema on every read, as an answer of the service is.
 *
 * @example readCache(p.storage, recommendedCacheKey(query), CATALOGUE_STALE_MS, p.platform.now())
 */
export function recommendedCacheKey(query: unknown): StorageKey<{ timestamp: number; value: CatalogueWallet[] }> {
  return cacheKey(`catalogue:recommended:${digest(query)}`, v.array(catalogueWalletSchema))
}
