import { atom, type WritableAtom } from 'nanostores'
import type { SiwxState } from './types'
import { defineEntryStore } from '../stores/entryStore'

/** Makes the sign-in state of an instance (`portico.$siwx`), on its first read (`siwxStore`). */
export const createSiwxStore = (): WritableAtom<SiwxState> => atom<SiwxState>({ status: 'idle', required: false })

/** The siwx store of an instance, `portico.$siwx`: made on its first read, by this entry's code. */
export const siwxStore = defineEntryStore('$siwx', createSiwxStore)
