import { atom, type WritableAtom } from 'nanostores'
import type { ActivityState } from './types'
import { defineEntryStore } from '../stores/entryStore'

/** The account's history as it starts. */
export function initialActivityState(): ActivityState {
  return { transactions: [], empty: false, status: 'idle' }
}

/** Makes the account's history of an instance (`portico.$activity`), on its first read (`activityStore`). */
export const createActivityStore = (): WritableAtom<ActivityState> => atom(initialActivityState())

/** The activity store of an instance, `portico.$activity`: made on its first read, by this entry's code. */
export const activityStore = defineEntryStore('$activity', createActivityStore)
