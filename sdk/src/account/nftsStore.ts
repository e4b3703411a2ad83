import { atom, type WritableAtom } from 'nanostores'
import type { NftsState } from './types'

/** The NFTs the account holds as it starts. */
export function initialNftsState(): NftsState {
  return { nfts: [], status: 'idle' }
}

/** Makes the NFTs the account holds of an instance (`portico.$nfts`), on its first read (`instance/entryStores.ts`). */
export const createNftsStore = (): WritableAtom<NftsState> => atom(initialNftsState())
