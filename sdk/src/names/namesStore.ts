import { atom, type WritableAtom } from 'nanostores'
import type { NamesState } from './types'

/** Makes the name service's state of an instance (`portico.$names`), on its first read (`instance/entryStores.ts`). */
export const createNamesStore = (): WritableAtom<NamesState> =>
  atom<NamesState>({
    suggestions: [],
    names: [],
    status: { resolve: 'idle', reverse: 'idle', suggestions: 'idle', register: 'idle' },
  })
