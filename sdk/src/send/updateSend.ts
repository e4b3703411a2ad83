import type { Portico } from '../instance/types'
import type { SendState } from './types'

/** Merges `changes` into `$send`. */
export function updateSend(p: Portico, changes: Partial<SendState>): void {
  p.$send.set({ ...p.$send.get(), ...changes })
}
