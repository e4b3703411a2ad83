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
import type { WritablePortico } from './types'

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

/** What makes each entry's store: its entry's code. */
const CREATE: Record<keyof EntryStores, (p: WritablePortico) => unknown> = {
  $wallets: createWalletsStore,
  $balances: createBalancesStore,
  $activity: createActivityStore,
  $nfts: createNftsStore,
  $names: createNamesStore,
  $onramp: createOnrampStore,
  $send: createSendStore,
  $swap: createSwapStore,
  $siwx: createSiwxStore,
}

/** Puts the entries' stores on a new instance, as getters that make each on its first read (`entryStore`). */
export function withEntryStores<Core extends Omit<WritablePortico, keyof EntryStores>>(core: Core): Core & EntryStores {
  const portico = core as Core & EntryStores
  for (const [name, create] of Object.entries(CREATE))
    Object.defineProperty(portico, name, { enumerable: true, get: () => entryStore(portico, create, create) })
  return portico
}
