import { atom, type WritableAtom } from 'nanostores'
import type { WritablePortico } from '../portico/types'
import type { SendState } from './types'
import { defineEntryStore } from '../stores/entryStore'

/** The send form as it starts, and as it is reset to. */
export function initialSendState(): SendState {
  return { status: 'idle' }
}

/**
 * Makes the send form of an instance (`portico.$send`), on its first read (`sendStore`). The form
 * belongs to the account it sends from (spec §4): another namespace, a disconnect or another account starts it
 * afresh, whichever action caused it.
 */
export function createSendStore(p: WritablePortico): WritableAtom<SendState> {
  const $send = atom(initialSendState())
  // `$account` changes with the active namespace too; the address is gone once disconnected.
  const sender = () => `${p.$activeNamespace.get()} ${p.$account.get().address}`
  let from = sender()
  p.$account.listen(() => {
    if (sender() !== from) $send.set(initialSendState())
    from = sender()
  })
  return $send
}

/** The send store of an instance, `portico.$send`: made on its first read, by this entry's code. */
export const sendStore = defineEntryStore('$send', createSendStore)
