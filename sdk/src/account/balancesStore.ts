import { atom, type WritableAtom } from 'nanostores'
import type { BalancesState } from './types'
import { defineEntryStore } from '../stores/entryStore'

/** The account's token balances as it starts. */
export function initialBalancesState(): BalancesState {
  return { balances: [], status: 'idle' }
}

/** Makes the account's token balances of an instance (`portico.$balances`), on its first read (`balancesStore`). */
export const createBalancesStore = (): WritableAtom<BalancesState> => atom(initialBalancesState())

/** The balances store of an instance, `portico.$balances`: made on its first read, by this entry's code. */
export const balancesStore = defineEntryStore('$balances', createBalancesStore)
