import type { WritablePortico } from '../portico/types'
import type { SiwxState } from './types'
import { siwxStore } from './siwxStore'

/** Changes some fields of `$siwx`. */
export function setSiwxState(p: WritablePortico, changes: Partial<SiwxState>): void {
  siwxStore(p).set({ ...siwxStore(p).get(), ...changes })
}
