import type { Portico } from '../instance/types'
import type { MutationStatus } from '../mutation/status'
import type { SwapOperation, SwapState } from './types'

/** Merges `changes` into `$swap`. */
export function updateSwap(p: Portico, changes: Partial<SwapState>): void {
  p.$swap.set({ ...p.$swap.get(), ...changes })
}

/** Sets the progress of one swap operation. */
export function setSwapStatus(p: Portico, operation: SwapOperation, status: MutationStatus): void {
  const state = p.$swap.get()
  p.$swap.set({ ...state, status: { ...state.status, [operation]: status } })
}
