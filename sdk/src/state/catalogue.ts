import type { WalletsState } from '../catalogue/types'

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
