import type { WritablePortico } from '../portico/types'
import type { MutationStatus } from '../mutation/status'
import type { SwapOperation, SwapState } from './types'

/** Merges `changes` into `$swap`. */
export function updateSwap(p: WritablePortico, changes: Partial<SwapState>): void {
  p.$swap.set({ ...p.$swap.get(), ...changes })
}

/** Sets the progress of one swap operation. */
export function setSwapStatus(p: WritablePortico, operation: SwapOperation, status: MutationStatus): void {
  const state = p.$swap.get()
  p.$swap.set({ ...state, status: { ...state.status, [operation]: status } })
}
