import { atom, type WritableAtom } from 'nanostores'
import type { WritablePortico } from '../instance/types'
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

/**
 * Makes the send form of an instance (`portico.$send`), on its first read (`instance/entryStores.ts`). The form
 * belongs to the account it sends from (spec §4): another namespace, a disconnect or another account starts it
 * afresh, whichever action caused it.
 */
export function createSendStore(p: WritablePortico): WritableAtom<SendState> {
  const $send = atom(initialSendState())
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
