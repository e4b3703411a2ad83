import type { Portico } from '../instance/types'
import { updateSend } from './updateSend'
import { checkParam, textParam } from '../validation/checkParam'

/** Sets the amount to send, in whole units as typed ('0.5'); checked when sending. */
export function setSendAmount(p: Portico, amount: string | undefined): void {
  if (amount !== undefined) checkParam('amount', textParam(), amount)
  updateSend(p, { sendTokenAmount: amount })
}
