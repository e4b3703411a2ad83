import { atom, type WritableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { entryStore } from '../stores/entryStore'
import type { BalancesState } from './types'

/** The account's token balances as it starts. */
export function initialBalancesState(): BalancesState {
  return { balances: [], status: 'idle' }
}

/**
 * The account's token balances of an instance (`portico.$balances`), made on first use by its entry and kept by the instance.
 *
 * @example
 * balancesStore(portico).get()
 */
export function balancesStore(p: Portico): WritableAtom<BalancesState> {
  return entryStore(p, balancesStore, () => atom(initialBalancesState()))
}
