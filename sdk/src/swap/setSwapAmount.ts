import type { Portico } from '../instance/types'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'
import { checkParam, objectParam, textParam } from '../validation/checkParam'

export interface SetSwapAmountParams {
  amount: string
}

/** Sets the amount of the source token (whole units, as typed); a quote follows once typing rests. */
export function setSwapAmount(p: Portico, params: SetSwapAmountParams): void {
  checkParam('params', objectParam(), params)
  const { amount } = params
  updateSwap(p, { sourceTokenAmount: checkParam('amount', textParam(), amount).trim() })
  scheduleSwapQuote(p)
}
