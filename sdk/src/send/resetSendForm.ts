import type { Portico } from '../instance/types'
import { initialSendState } from '../state/send'

/** Empties the send form (token, amount, receiver, hash, status). */
export function resetSendForm(p: Portico): void {
  p.$send.set(initialSendState())
}
