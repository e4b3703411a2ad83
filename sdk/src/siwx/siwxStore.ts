import { atom, type WritableAtom } from 'nanostores'
import type { SiwxState } from './types'

/** Makes the sign-in state of an instance (`portico.$siwx`), on its first read (`instance/entryStores.ts`). */
export const createSiwxStore = (): WritableAtom<SiwxState> => atom<SiwxState>({ status: 'idle', required: false })
