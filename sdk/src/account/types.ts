import type { WritableAtom } from 'nanostores'
import type { TransactionYear } from '../api/account/activity'
import type { Transaction } from '../api/schemas/account'
import type { TokenBalance } from '../chains/types'
import type { Notice } from '../errors'
import type { MutationStatus } from '../mutation/status'

/** `portico.$balances`: the connected account's token list on the active network. */
export interface BalancesState {
  balances: TokenBalance[]
  status: MutationStatus
  /** When the last fetch failed (the platform clock); no new fetch before BALANCE_RETRY_GAP_MS has passed. */
  lastFailure?: number | undefined
  /** What the user reads about the last failed fetch (its code, values and English); cleared by a fetch that succeeds. */
  error?: Notice | undefined
}

/** `portico.$activity`: the connected account's history on the active network. */
export interface ActivityState {
  /** Every page loaded so far, newest first, without spam-only or other-chain transactions. */
  transactions: Transaction[]
  /** The cursor of the next page; undefined when there is none (or paging was cleared by a failure). */
  next?: string | undefined
  /** Nothing to show (also set when the fetch failed). */
  empty: boolean
  status: MutationStatus
  /** What the user reads about the last failed fetch (its code, values and English); cleared by a fetch that succeeds. */
  error?: Notice | undefined
}

/** The loaded transactions grouped by day, newest first, as the Activity tab lists them. */
export type ActivityGroups = TransactionYear[]

/** One NFT the account holds, as its history shows it (spec §3 transfer `nft_info`). */
export interface Nft {
  /** The chain (CAIP network id) and name together: unique within an account's holdings. */
  id: string
  name: string
  chainId: string
  /** The preview image; absent when the service gives none. */
  imageUrl?: string | undefined
}

/** `portico.$nfts`: the NFTs the connected account holds on the active network. */
export interface NftsState {
  nfts: Nft[]
  status: MutationStatus
  /** What the user reads about the last failed fetch (its code, values and English); cleared by a fetch that succeeds. */
  error?: Notice | undefined
}

declare module '../portico/types' {
  /** The stores this entry owns, made on their first read (`instance/entryStores.ts`), one per instance. */
  interface WritablePortico {
    /** The account's token balances (actions in `@portico/sdk/account`). */
    readonly $balances: WritableAtom<BalancesState>
    /** The account's history (actions in `@portico/sdk/account`). */
    readonly $activity: WritableAtom<ActivityState>
    /** The NFTs the account holds (actions in `@portico/sdk/account`). */
    readonly $nfts: WritableAtom<NftsState>
  }
}
