import type { Portico } from '../instance/types'
import { updateSend } from './updateSend'

/** Sets the amount to send, in whole units as typed ('0.5'); checked when sending. */
export function setSendAmount(p: Portico, amount: string | undefined): void {
  updateSend(p, { sendTokenAmount: amount })
}
