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
 * The stores each entry owns, read through the instance as `portico.$send`: each entry adds its store to the instance's
 * type (`send/types.ts`); each is made by its entry's code (`createSendStore` in `send/`) on its first read, one per
 * instance (`entryStore`), never by `createPortico`.
 */
export type EntryStores = Pick<
  WritablePortico,
  '$wallets' | '$balances' | '$activity' | '$nfts' | '$names' | '$onramp' | '$send' | '$swap' | '$siwx'
>

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
