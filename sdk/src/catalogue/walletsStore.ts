import { atom, type WritableAtom } from 'nanostores'
import type { WalletsState } from './types'
import { defineEntryStore } from '../stores/entryStore'

/** Makes the wallet catalogue of an instance (`portico.$wallets`), on its first read (`walletsStore`). */
export const createWalletsStore = (): WritableAtom<WalletsState> =>
  atom<WalletsState>({
    featured: [],
    recommended: [],
    custom: [],
    recent: [],
    wallets: [],
    page: 0,
    count: 0,
    search: [],
    searchText: '',
    searchRequest: 0,
    excluded: [],
    images: {},
    status: { featured: 'idle', recommended: 'idle', page: 'idle', search: 'idle', excluded: 'idle' },
  })

/** The wallets store of an instance, `portico.$wallets`: made on its first read, by this entry's code. */
export const walletsStore = defineEntryStore('$wallets', createWalletsStore)
