import type { BlockchainClient } from '../blockchain'
import type { Portico } from '../../portico/types'
import { loadOnce } from './loadOnce'

/**
 * The blockchain client of instance `p`, its code (the blockchain API's calls and response schemas) fetched with a
 * dynamic import on the first call. Every method of the client is asynchronous, so a method called here waits for
 * the module, then makes the real call: opening the modal on Connect, which only asks the wallet catalogue, never
 * loads it. The client is created once; a failed load is not kept (the next call tries again).
 */
export function lazyBlockchainClient(p: Portico): BlockchainClient {
  const load = loadOnce(() => import('./blockchainService').then((module) => module.blockchainService(p)))
  return new Proxy({} as BlockchainClient, {
    // `then` stays undefined so that the client is never mistaken for a promise.
    get: (_, method) =>
      typeof method !== 'string' || method === 'then'
        ? undefined
        : (...args: unknown[]) =>
            load().then((real) =>
              (real[method as keyof BlockchainClient] as (...a: unknown[]) => Promise<unknown>)(...args),
            ),
  })
}
