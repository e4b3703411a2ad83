import type { Portico } from '../instance/types'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'
import { checkParam, textParam } from '../validation/checkParam'

/** Sets the amount of the source token (whole units, as typed); a quote follows once typing rests. */
export function setSwapAmount(p: Portico, amount: string): void {
  updateSwap(p, { sourceTokenAmount: checkParam('amount', textParam(), amount).trim() })
  scheduleSwapQuote(p)
}
