import { createActivityStore } from '../account/activityStore'
import { createBalancesStore } from '../account/balancesStore'
import { createNftsStore } from '../account/nftsStore'
import { createWalletsStore } from '../catalogue/walletsStore'
import { createNamesStore } from '../names/namesStore'
import { createOnrampStore } from '../onramp/onrampStore'
import { createSendStore } from '../send/sendStore'
import { createSiwxStore } from '../siwx/siwxStore'
import { entryStore } from '../stores/entryStore'
import { createSwapStore } from '../swap/swapStore'
import type { Portico, WritablePortico } from './types'

/**
 * The stores each entry owns, read through the instance as `portico.$send`: each is made by its entry's code
 * (`createSendStore` in `send/`) on its first read, one per instance (`entryStore`), never by `createPortico`.
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

/** A getter that returns the store `create` made for the instance it is read on, making it on the first read. */
const read = (create: (p: WritablePortico) => unknown): PropertyDescriptor => ({
  enumerable: true,
  get(this: Portico) {
    return entryStore(this, create, create)
  },
})

/** Puts the entries' stores on a new instance, as getters that make each on its first read. */
export function withEntryStores<Core extends object>(core: Core): Core & EntryStores {
  return Object.defineProperties(core, {
    $wallets: read(createWalletsStore),
    $balances: read(createBalancesStore),
    $activity: read(createActivityStore),
    $nfts: read(createNftsStore),
    $names: read(createNamesStore),
    $onramp: read(createOnrampStore),
    $send: read(createSendStore),
    $swap: read(createSwapStore),
    $siwx: read(createSiwxStore),
  }) as Core & EntryStores
}
