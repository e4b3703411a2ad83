import { atom, type WritableAtom } from 'nanostores'
import type { BalancesState } from './types'

/** The account's token balances as it starts. */
export function initialBalancesState(): BalancesState {
  return { balances: [], status: 'idle' }
}

/** Makes the account's token balances of an instance (`portico.$balances`), on its first read (`instance/entryStores.ts`). */
export const createBalancesStore = (): WritableAtom<BalancesState> => atom(initialBalancesState())
