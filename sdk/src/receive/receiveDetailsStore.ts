import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { receiveDetails, type ReceiveDetailsReturnType } from './receiveDetails'

const stores = new WeakMap<Portico, ReadableAtom<ReceiveDetailsReturnType>>()

/** What `receiveDetailsStore` returns. */
export type ReceiveDetailsStoreReturnType = ReadableAtom<ReceiveDetailsReturnType>

/**
 * The connected account's receive details (`receiveDetails`), as a store: computed from the account and the
 * network, one per instance, made on first use.
 *
 * @example
 * receiveDetailsStore(portico).subscribe((details) => render(details?.qrPayload))
 */
export function receiveDetailsStore(p: Portico): ReadableAtom<ReceiveDetailsReturnType> {
  let store = stores.get(p)
  if (!store) {
    store = computed([p.$account, p.$network], () => receiveDetails(p))
    stores.set(p, store)
  }
  return store
}

/** The error codes `receiveDetailsStore` can throw. */
export type ReceiveDetailsStoreErrorType = 'INVALID_PARAMETER'
