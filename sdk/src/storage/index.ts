export { STORAGE_KEYS, connectedConnectorKey, cacheKey, recentWalletSchema, type StorageKey } from './keys'
export { createStorage, type PorticoStorage } from './storage'
export { readCache, writeCache } from './cache'
