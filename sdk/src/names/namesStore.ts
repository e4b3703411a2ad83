import { atom, type WritableAtom } from 'nanostores'
import type { NamesState } from './types'
import { defineEntryStore } from '../stores/entryStore'

/** Makes the name service's state of an instance (`portico.$names`), on its first read (`namesStore`). */
export const createNamesStore = (): WritableAtom<NamesState> =>
  atom<NamesState>({
    suggestions: [],
    names: [],
    status: { resolve: 'idle', reverse: 'idle', suggestions: 'idle', register: 'idle' },
  })

/** The names store of an instance, `portico.$names`: made on its first read, by this entry's code. */
export const namesStore = defineEntryStore('$names', createNamesStore)
