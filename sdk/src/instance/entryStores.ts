import { PorticoError } from '../errors/PorticoError'
import { loadedEntryStore } from '../stores/entryStore'
import type { WritablePortico } from './types'

/**
 * The stores each entry owns, read through the instance as `portico.$send`: each entry adds its store to the instance's type (`send/types.ts`) and makes it in its own code
 * (`sendStore` in `send/`, see `defineEntryStore`) on its first read, one per instance, never by `createPortico`.
 * Read before any code of its entry was imported, `portico.$send` throws `ENTRY_NOT_LOADED`.
 */
export type EntryStores = Pick<
  WritablePortico,
  '$wallets' | '$balances' | '$activity' | '$nfts' | '$names' | '$onramp' | '$send' | '$swap' | '$siwx'
>

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
