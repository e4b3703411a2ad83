import { atom, type WritableAtom } from 'nanostores'
import type { NamesState } from './types'

/** The name service's state as it starts. */
export function initialNamesState(): NamesState {
  return {
    suggestions: [],
    names: [],
    status: { resolve: 'idle', reverse: 'idle', suggestions: 'idle', register: 'idle' },
  }
}

/** Makes the name service's state of an instance (`portico.$names`), on its first read (`instance/entryStores.ts`). */
export const createNamesStore = (): WritableAtom<NamesState> => atom(initialNamesState())
