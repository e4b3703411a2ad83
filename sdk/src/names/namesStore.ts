import { atom, type WritableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { entryStore } from '../stores/entryStore'
import type { NamesState } from './types'

/** The name service's state as it starts. */
export function initialNamesState(): NamesState {
  return {
    suggestions: [],
    names: [],
    status: { resolve: 'idle', reverse: 'idle', suggestions: 'idle', register: 'idle' },
  }
}

/**
 * The name service's state of an instance (`portico.$names`), made on first use by its entry and kept by the instance.
 *
 * @example
 * namesStore(portico).get()
 */
export function namesStore(p: Portico): WritableAtom<NamesState> {
  return entryStore(p, namesStore, () => atom(initialNamesState()))
}
