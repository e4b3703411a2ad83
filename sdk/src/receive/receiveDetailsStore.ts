import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import { receiveDetails, type ReceiveDetailsReturnType } from './receiveDetails'

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
  return entryStore(p, receiveDetailsStore, () => computed([p.$account, p.$network], () => receiveDetails(p)))
}

/** The error codes `receiveDetailsStore` can throw. */
export type ReceiveDetailsStoreErrorType = 'INVALID_PARAMETER'
