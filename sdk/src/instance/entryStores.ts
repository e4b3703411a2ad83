import { activityStore } from '../account/activityStore'
import { balancesStore } from '../account/balancesStore'
import { nftsStore } from '../account/nftsStore'
import { walletsStore } from '../catalogue/walletsStore'
import { namesStore } from '../names/namesStore'
import { onrampStore } from '../onramp/onrampStore'
import { sendStore } from '../send/sendStore'
import { siwxStore } from '../siwx/siwxStore'
import { swapStore } from '../swap/swapStore'
import type { Portico } from './types'

/**
 * The stores each entry owns, read through the instance as `portico.$send`: each is made by its entry's code on its
 * first read (`sendStore(portico)`), one per instance, never by `createPortico`.
 */
export interface EntryStores {
  /** The wallet catalogue (actions in `@portico/sdk/catalogue`). */
  readonly $wallets: ReturnType<typeof walletsStore>
  /** The account's token balances (actions in `@portico/sdk/account`). */
  readonly $balances: ReturnType<typeof balancesStore>
  /** The account's history (actions in `@portico/sdk/account`). */
  readonly $activity: ReturnType<typeof activityStore>
  /** The NFTs the account holds (actions in `@portico/sdk/account`). */
  readonly $nfts: ReturnType<typeof nftsStore>
  /** The name service (actions in `@portico/sdk/names`). */
  readonly $names: ReturnType<typeof namesStore>
  /** The buy flow's data (actions in `@portico/sdk/onramp`). */
  readonly $onramp: ReturnType<typeof onrampStore>
  /** The send form, which follows the account it sends from (actions in `@portico/sdk/send`). */
  readonly $send: ReturnType<typeof sendStore>
  /** The swap form and its figures (actions in `@portico/sdk/swap`). */
  readonly $swap: ReturnType<typeof swapStore>
  /** Sign-in with the wallet (actions in `@portico/sdk/siwx`). */
  readonly $siwx: ReturnType<typeof siwxStore>
}

/** A getter that reads the entry's store of the instance it is read on. */
const read = (store: (p: Portico) => unknown): PropertyDescriptor => ({
  enumerable: true,
  get(this: Portico) {
    return store(this)
  },
})

/** Puts the entries' stores on a new instance, as getters that make each on its first read. */
export function withEntryStores<Core extends object>(core: Core): Core & EntryStores {
  return Object.defineProperties(core, {
    $wallets: read(walletsStore),
    $balances: read(balancesStore),
    $activity: read(activityStore),
    $nfts: read(nftsStore),
    $names: read(namesStore),
    $onramp: read(onrampStore),
    $send: read(sendStore),
    $swap: read(swapStore),
    $siwx: read(siwxStore),
  }) as Core & EntryStores
}
