import type { WritableAtom } from 'nanostores'
import type { CatalogueWallet } from '../api/schemas/catalogue'
import type { MutationStatus } from '../mutation/status'

/** A wallet as the modal lists it (spec §3 Wallet): a catalogue entry plus what Portico works out about it. */
export interface Wallet extends CatalogueWallet {
  /** A discovered connector (EIP-6963 announcement or injected provider) belongs to this wallet. */
  installed: boolean
  /** Added by the integrator (`customWallets`), not from the catalogue. */
  custom?: boolean
}

/** A wallet the integrator excluded, as connectors are matched against it (by rdns, or name ignoring case). */
export interface ExcludedWallet {
  name: string
  rdns?: string | null | undefined
}

/** The catalogue operations whose progress `$wallets.status` shows. */
export type CatalogueOperation = 'featured' | 'recommended' | 'page' | 'search' | 'excluded'

/** `portico.$wallets`: the wallet catalogue the modal shows. */
export interface WalletsState {
  /** The configured featured wallets, in configured order. */
  featured: Wallet[]
  /** Up to RECOMMENDED_WALLETS suggestions (neither featured nor excluded). */
  recommended: Wallet[]
  /** The integrator's own wallets. */
  custom: Wallet[]
  /** The last wallets the user connected with (at most RECENT_WALLETS_MAX). */
  recent: Wallet[]
  /** The all-wallets list: every page loaded so far, without duplicates. */
  wallets: Wallet[]
  /** The last page loaded (0: none yet). */
  page: number
  /** How many wallets the catalogue has for this project (never decreases). */
  count: number
  /** The results of the latest search. */
  search: Wallet[]
  /** The trimmed text those results are for. */
  searchText: string
  /** Counts searches started; only the latest one may publish its results. */
  searchRequest: number
  /** Wallets excluded by the integrator (and the core SDK), to hide matching connectors too. */
  excluded: ExcludedWallet[]
  /** Image URLs by image id, for the wallets shown so far. */
  images: Record<string, string>
  status: Record<CatalogueOperation, MutationStatus>
}

declare module '../portico/types' {
  /** The stores this entry owns, made on their first read (`instance/entryStores.ts`), one per instance. */
  interface WritablePortico {
    /** The wallet catalogue (actions in `@portico/sdk/catalogue`). */
    readonly $wallets: WritableAtom<WalletsState>
  }
}
