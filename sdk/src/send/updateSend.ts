import type { WritablePortico } from '../portico/types'
import type { SendState } from './types'
import { sendStore } from './sendStore'

/** Merges `changes` into `$send`. */
export function updateSend(p: WritablePortico, changes: Partial<SendState>): void {
  sendStore(p).set({ ...sendStore(p).get(), ...changes })
}
