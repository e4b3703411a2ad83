import { atom, type WritableAtom } from 'nanostores'
import type { Portico, WritablePortico } from '../instance/types'
import { entryStore } from '../stores/entryStore'
import type { SendState } from './types'

/** The send form as it starts, and as it is reset to. */
export function initialSendState(): SendState {
  return { status: 'idle' }
}

/** The account a send goes from: its namespace, and its address while connected. */
function sender(p: WritablePortico): string {
  const account = p.$account.get()
  return `${p.$activeNamespace.get()} ${account.status === 'connected' ? account.address : ''}`
}

function createSendStore(p: WritablePortico): WritableAtom<SendState> {
  const $send = atom(initialSendState())
  // The form belongs to the account it sends from (spec §4): another namespace, a disconnect or another account
  // starts it afresh, whichever action caused it.
  let from = sender(p)
  const follow = () => {
    const now = sender(p)
    if (now !== from) $send.set(initialSendState())
    from = now
  }
  p.$activeNamespace.listen(follow)
  p.$chains.listen(follow)
  return $send
}

/**
 * The send form of an instance (`portico.$send`), made on first use by the send entry and kept by the instance.
 *
 * @example
 * sendStore(portico).get().sendTokenAmount
 */
export function sendStore(p: Portico): WritableAtom<SendState> {
  return entryStore(p, sendStore, createSendStore)
}
