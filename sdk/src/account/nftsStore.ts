import { atom, type WritableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { entryStore } from '../stores/entryStore'
import type { NftsState } from './types'

/** The NFTs the account holds as it starts. */
export function initialNftsState(): NftsState {
  return { nfts: [], status: 'idle' }
}

/**
 * The NFTs the account holds of an instance (`portico.$nfts`), made on first use by its entry and kept by the instance.
 *
 * @example
 * nftsStore(portico).get()
 */
export function nftsStore(p: Portico): WritableAtom<NftsState> {
  return entryStore(p, nftsStore, () => atom(initialNftsState()))
}
