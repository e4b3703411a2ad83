import { checkParam, objectParam, textParam } from '../validation/checkParam'
import type { NameRecord } from '../api/schemas/names'
import { NAMES_CACHE_MS } from '../constants'
import { readCache, writeCache } from '../storage/cache'
import { nameCacheKey } from './cacheKeys'
import { runNameOperation } from './runNameOperation'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { namesStore } from './namesStore'

/** The parameters of `fetchName`. */
export interface FetchNameParams {
  name: string
}

/** What `fetchName` returns. */
export type FetchNameReturnType = NameRecord | undefined

/**
 * Looks up a registered name (e.g. 'alice.reown.id') and its addresses by coin type; a record younger than
 * NAMES_CACHE_MS is reused. Fails with 'Error resolving name' (`$names.error` prefers the service's reason).
 *
 * @example
 * const record = await fetchName(portico, { name: 'alice.reown.id' })
 */
export function fetchName(p: Portico, params: FetchNameParams): Promise<NameRecord | undefined> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { name } = params
    checkParam('name', textParam(), name)
    const key = nameCacheKey(name)
    const now = p.platform.now()
    let record = readCache(p.storage, key, NAMES_CACHE_MS, now)
    if (!record) {
      const fetched = await runNameOperation<NameRecord | undefined>(
        p,
        'resolve',
        'NAME_RESOLVE_FAILED',
        undefined,
        (blockchain) => blockchain.getName(name),
      )
      record = fetched.value
      if (fetched.served && record) writeCache(p.storage, key, record, now)
    }
    namesStore(p).set({ ...namesStore(p).get(), resolved: record })
    return record
  })
}

/** The error codes `fetchName` can throw. */
export type FetchNameErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
