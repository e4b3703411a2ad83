import { array, object, string } from 'valibot'
import { identityResponseSchema, tokenBalanceSchema } from '../api/schemas/account'
import { cacheKey } from '../storage/keys'

/** The cached token list of an address on a network (BALANCE_CACHE_MS). */
export const balancesCacheKey = (caipNetworkId: string, address: string) =>
  cacheKey(`balances:${caipNetworkId}:${address.toLowerCase()}`, array(tokenBalanceSchema))

/** The cached identity (name, avatar) of an address (IDENTITY_CACHE_MS). */
export const identityCacheKey = (address: string) =>
  cacheKey(`identity:${address.toLowerCase()}`, identityResponseSchema)

/** The cached native balance of an address on a network (NATIVE_BALANCE_CACHE_MS). */
export const nativeBalanceCacheKey = (caipNetworkId: string, address: string) =>
  cacheKey(`native_balance:${caipNetworkId}:${address.toLowerCase()}`, object({ balance: string(), symbol: string() }))
