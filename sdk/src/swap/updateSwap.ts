import type { WritablePortico } from '../portico/types'
import type { MutationStatus } from '../mutation/status'
import type { SwapOperation, SwapState } from './types'
import { swapStore } from './swapStore'

/** Merges `changes` into `$swap`. */
export function updateSwap(p: WritablePortico, changes: Partial<SwapState>): void {
  swapStore(p).set({ ...swapStore(p).get(), ...changes })
}

/** Sets the progress of one swap operation. */
export function setSwapStatus(p: WritablePortico, operation: SwapOperation, status: MutationStatus): void {
  const state = swapStore(p).get()
  swapStore(p).set({ ...state, status: { ...state.status, [operation]: status } })
}
