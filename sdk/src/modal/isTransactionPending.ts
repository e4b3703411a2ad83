import type { Portico } from '../portico/types'
import { loadedEntryStore } from '../stores/entryStore'

/**
 * True while a send, a swap or its token approval waits on the wallet or the chain: the modal must not close then.
 * An entry whose code was never loaded has nothing pending.
 */
export function isTransactionPending(p: Portico): boolean {
  const swap = loadedEntryStore(p, '$swap')?.get().status
  return (
    loadedEntryStore(p, '$send')?.get().status === 'pending' ||
    swap?.transaction === 'pending' ||
    swap?.approval === 'pending'
  )
}
