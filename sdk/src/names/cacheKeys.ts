import { nameRecordSchema, nameRecordsResponseSchema } from '../api/schemas/names'
import { cacheKey } from '../storage/keys'

/** The cached record of a name (NAMES_CACHE_MS). */
export const nameCacheKey = (name: string) => cacheKey(`name:${name.toLowerCase()}`, nameRecordSchema)

/** The cached names of an address (NAMES_CACHE_MS). */
export const reverseNamesCacheKey = (address: string) =>
  cacheKey(`names_for:${address.toLowerCase()}`, nameRecordsResponseSchema)
