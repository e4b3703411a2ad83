import type { WritablePortico } from '../portico/types'
import type { SiwxState } from './types'

/** Changes some fields of `$siwx`. */
export function setSiwxState(p: WritablePortico, changes: Partial<SiwxState>): void {
  p.$siwx.set({ ...p.$siwx.get(), ...changes })
}
