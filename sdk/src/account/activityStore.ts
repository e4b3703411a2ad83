import { atom, type WritableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { entryStore } from '../stores/entryStore'
import type { ActivityState } from './types'

/** The account's history as it starts. */
export function initialActivityState(): ActivityState {
  return { transactions: [], empty: false, status: 'idle' }
}

/**
 * The account's history of an instance (`portico.$activity`), made on first use by its entry and kept by the instance.
 *
 * @example
 * activityStore(portico).get()
 */
export function activityStore(p: Portico): WritableAtom<ActivityState> {
  return entryStore(p, activityStore, () => atom(initialActivityState()))
}
