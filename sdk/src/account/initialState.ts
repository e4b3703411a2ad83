import type { ActivityState, BalancesState } from './types'

export function initialBalancesState(): BalancesState {
  return { balances: [], status: 'idle' }
}

export function initialActivityState(): ActivityState {
  return { transactions: [], empty: false, status: 'idle' }
}
