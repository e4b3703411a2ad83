import type { Portico } from '../instance/types'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'

/** Sets the amount of the source token (whole units, as typed); a quote follows once typing rests. */
export function setSwapAmount(p: Portico, amount: string): void {
  updateSwap(p, { sourceTokenAmount: amount.trim() })
  scheduleSwapQuote(p)
}
