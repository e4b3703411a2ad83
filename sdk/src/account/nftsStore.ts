import { atom, type WritableAtom } from 'nanostores'
import type { NftsState } from './types'
import { defineEntryStore } from '../stores/entryStore'

/** The NFTs the account holds as it starts. */
export function initialNftsState(): NftsState {
  return { nfts: [], status: 'idle' }
}

/** Makes the NFTs the account holds of an instance (`portico.$nfts`), on its first read (`nftsStore`). */
export const createNftsStore = (): WritableAtom<NftsState> => atom(initialNftsState())

/** The nfts store of an instance, `portico.$nfts`: made on its first read, by this entry's code. */
export const nftsStore = defineEntryStore('$nfts', createNftsStore)
