import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import { connectRows, type ConnectRowsReturnType } from './connectRows'
import { walletsStore } from './walletsStore'

/** What `connectRowsStore` returns. */
export type ConnectRowsStoreReturnType = ReadableAtom<ConnectRowsReturnType>

/**
 * The Connect view as data (`connectRows`), as a store: computed from the options, the catalogue, the connectors
 * and the chains it reads, one per instance, made on first use. A UI subscribes to it and renders what it holds.
 *
 * @example
 * connectRowsStore(portico).subscribe(({ methods, wallets }) => render(methods, wallets))
 */
export function connectRowsStore(p: Portico): ReadableAtom<ConnectRowsReturnType> {
  return entryStore(p, connectRowsStore, () =>
    computed([p.$options, walletsStore(p), p.$connectors, p.$chains], () => connectRows(p)),
  )
}

/** The error codes `connectRowsStore` can throw. */
export type ConnectRowsStoreErrorType = 'INVALID_PARAMETER'
