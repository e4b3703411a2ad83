import type { Portico } from '../portico/types'

/** True while a send, a swap or its token approval waits on the wallet or the chain: the modal must not close then. */
export function isTransactionPending(p: Portico): boolean {
  const swap = p.$swap.get().status
  return p.$send.get().status === 'pending' || swap.transaction === 'pending' || swap.approval === 'pending'
}
