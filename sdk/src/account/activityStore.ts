import { atom, type WritableAtom } from 'nanostores'
import type { ActivityState } from './types'

/** The account's history as it starts. */
export function initialActivityState(): ActivityState {
  return { transactions: [], empty: false, status: 'idle' }
}

/** Makes the account's history of an instance (`portico.$activity`), on its first read (`instance/entryStores.ts`). */
export const createActivityStore = (): WritableAtom<ActivityState> => atom(initialActivityState())
