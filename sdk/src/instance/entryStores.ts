import type { createActivityStore } from '../account/activityStore'
import type { createBalancesStore } from '../account/balancesStore'
import type { createNftsStore } from '../account/nftsStore'
import type { createWalletsStore } from '../catalogue/walletsStore'
import { PorticoError } from '../errors/PorticoError'
import type { createNamesStore } from '../names/namesStore'
import type { createOnrampStore } from '../onramp/onrampStore'
import type { createSendStore } from '../send/sendStore'
import type { createSiwxStore } from '../siwx/siwxStore'
import { loadedEntryStore } from '../stores/entryStore'
import type { createSwapStore } from '../swap/swapStore'
import type { WritablePortico } from './types'

/**
 * The stores each entry owns, read through the instance as `portico.$send`: each is made by its entry's code
 * (`sendStore` in `send/`, see `defineEntryStore`) on its first read, one per instance, never by `createPortico`.
 * Read before any code of its entry was imported, `portico.$send` throws `ENTRY_NOT_LOADED`.
 */
export interface EntryStores {
  /** The wallet catalogue (actions in `@portico/sdk/catalogue`). */
  readonly $wallets: ReturnType<typeof createWalletsStore>
  /** The account's token balances (actions in `@portico/sdk/account`). */
  readonly $balances: ReturnType<typeof createBalancesStore>
  /** The account's history (actions in `@portico/sdk/account`). */
  readonly $activity: ReturnType<typeof createActivityStore>
  /** The NFTs the account holds (actions in `@portico/sdk/account`). */
  readonly $nfts: ReturnType<typeof createNftsStore>
  /** The name service (actions in `@portico/sdk/names`). */
  readonly $names: ReturnType<typeof createNamesStore>
  /** The buy flow's data (actions in `@portico/sdk/onramp`). */
  readonly $onramp: ReturnType<typeof createOnrampStore>
  /** The send form, which follows the account it sends from (actions in `@portico/sdk/send`). */
  readonly $send: ReturnType<typeof createSendStore>
  /** The swap form and its figures (actions in `@portico/sdk/swap`). */
  readonly $swap: ReturnType<typeof createSwapStore>
  /** Sign-in with the wallet (actions in `@portico/sdk/siwx`). */
  readonly $siwx: ReturnType<typeof createSiwxStore>
}

/** The entry (`@portico/sdk/<entry>`) that owns each store. */
const ENTRIES: Record<keyof EntryStores, string> = {
  $wallets: 'catalogue',
  $balances: 'account',
  $activity: 'account',
  $nfts: 'account',
  $names: 'names',
  $onramp: 'onramp',
  $send: 'send',
  $swap: 'swap',
  $siwx: 'siwx',
}

/** Puts the entries' stores on a new instance, as getters that find each in its entry's loaded code. */
export function withEntryStores<Core extends Omit<WritablePortico, keyof EntryStores>>(core: Core): Core & EntryStores {
  const portico = core as Core & EntryStores
  // Not enumerable: spreading or logging the instance never reads, nor throws for, an entry that is not loaded.
  for (const [store, entry] of Object.entries(ENTRIES))
    Object.defineProperty(portico, store, {
      get: () => {
        const made = loadedEntryStore(portico, store as keyof EntryStores)
        if (!made) throw new PorticoError('ENTRY_NOT_LOADED', { params: { store, entry: `@portico/sdk/${entry}` } })
        return made
      },
    })
  return portico
}
