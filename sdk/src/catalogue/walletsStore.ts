import { atom, type WritableAtom } from 'nanostores'
import type { WalletsState } from './types'

/** Makes the wallet catalogue of an instance (`portico.$wallets`), on its first read (`instance/entryStores.ts`). */
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
