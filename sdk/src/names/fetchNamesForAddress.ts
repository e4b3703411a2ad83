import { checkParam, objectParam, textParam } from '../validation/checkParam'
import type { NameRecord } from '../api/schemas/names'
import { NAMES_CACHE_MS } from '../constants'
import { readCache, writeCache } from '../storage/cache'
import { reverseNamesCacheKey } from './cacheKeys'
import { runNameOperation } from './runNameOperation'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { namesStore } from './namesStore'

/** The parameters of `fetchNamesForAddress`. */
export interface FetchNamesForAddressParams {
  address: string
}

/** What `fetchNamesForAddress` returns. */
export type FetchNamesForAddressReturnType = NameRecord[]

/**
 * The names registered for an address (reverse lookup); an answer younger than NAMES_CACHE_MS is reused. Fails
 * with 'Error fetching names for address' (`$names.error` prefers the service's reason).
 *
 * @example
 * const names = await fetchNamesForAddress(portico, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
 */
export function fetchNamesForAddress(p: Portico, params: FetchNamesForAddressParams): Promise<NameRecord[]> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { address } = params
    checkParam('address', textParam(), address)
    const key = reverseNamesCacheKey(address)
    const now = p.platform.now()
    let names = readCache(p.storage, key, NAMES_CACHE_MS, now)
    if (!names) {
      const fetched = await runNameOperation<NameRecord[]>(p, 'reverse', 'NAMES_FOR_ADDRESS_FAILED', [], (blockchain) =>
        blockchain.getNamesForAddress(address, { sender: p.$account.get().address }),
      )
      names = fetched.value
      // Only the service's own answer is kept: a skip (network not served) is not one.
      if (fetched.served) writeCache(p.storage, key, names, now)
    }
    namesStore(p).set({ ...namesStore(p).get(), names })
    return names
  })
}

/** The error codes `fetchNamesForAddress` can throw. */
export type FetchNamesForAddressErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
