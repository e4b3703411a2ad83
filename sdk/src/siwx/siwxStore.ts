import { atom, type WritableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { entryStore } from '../stores/entryStore'
import type { SiwxState } from './types'

/** The sign-in with the wallet as it starts. */
export function initialSiwxState(): SiwxState {
  return { status: 'idle', required: false }
}

/**
 * The sign-in with the wallet of an instance (`portico.$siwx`), made on first use by its entry and kept by the instance.
 *
 * @example
 * siwxStore(portico).get()
 */
export function siwxStore(p: Portico): WritableAtom<SiwxState> {
  return entryStore(p, siwxStore, () => atom(initialSiwxState()))
}
