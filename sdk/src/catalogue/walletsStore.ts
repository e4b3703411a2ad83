import { atom, type WritableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { entryStore } from '../stores/entryStore'
import type { WalletsState } from './types'

/** The wallet catalogue as it starts. */
export function initialWalletsState(): WalletsState {
  return {
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
  }
}

/**
 * The wallet catalogue of an instance (`portico.$wallets`), made on first use by its entry and kept by the instance.
 *
 * @example
 * walletsStore(portico).get()
 */
export function walletsStore(p: Portico): WritableAtom<WalletsState> {
  return entryStore(p, walletsStore, () => atom(initialWalletsState()))
}
