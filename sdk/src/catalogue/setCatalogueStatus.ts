import type { WritablePortico } from '../portico/types'
import type { MutationStatus } from '../mutation/status'
import type { CatalogueOperation } from './types'
import { walletsStore } from './walletsStore'

/** Records the progress of one catalogue operation in `$wallets.status`. */
export function setCatalogueStatus(p: WritablePortico, operation: CatalogueOperation, status: MutationStatus): void {
  const state = walletsStore(p).get()
  walletsStore(p).set({ ...state, status: { ...state.status, [operation]: status } })
}
