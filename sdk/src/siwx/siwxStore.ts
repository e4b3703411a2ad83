import { atom, type WritableAtom } from 'nanostores'
import type { SiwxState } from './types'

/** The sign-in with the wallet as it starts. */
export function initialSiwxState(): SiwxState {
  return { status: 'idle', required: false }
}

/** Makes the sign-in with the wallet of an instance (`portico.$siwx`), on its first read (`instance/entryStores.ts`). */
export const createSiwxStore = (): WritableAtom<SiwxState> => atom(initialSiwxState())
