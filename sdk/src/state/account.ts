import type { ActivityState, BalancesState, NftsState } from '../account/types'

export function initialBalancesState(): BalancesState {
  return { balances: [], status: 'idle' }
}

export function initialActivityState(): ActivityState {
  return { transactions: [], empty: false, status: 'idle' }
}

export function initialNftsState(): NftsState {
  return { nfts: [], status: 'idle' }
}
