import type { WritablePortico } from '../portico/types'
import type { SendState } from './types'

/** Merges `changes` into `$send`. */
export function updateSend(p: WritablePortico, changes: Partial<SendState>): void {
  p.$send.set({ ...p.$send.get(), ...changes })
}
