import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `setSwapAmount`. */
export interface SetSwapAmountParams {
  amount: string
}

/** What `setSwapAmount` returns. */
export type SetSwapAmountReturnType = undefined

/**
 * Sets the amount of the source token (whole units, as typed); a quote follows once typing rests.
 *
 * @example
 * setSwapAmount(portico, { amount: '10' }) // a quote follows once typing stops
 */
export function setSwapAmount(p: Portico, params: SetSwapAmountParams): void {
  runAction(p, (p) => {
    checkParam('params', objectParam(), params)
    const { amount } = params
    updateSwap(p, { sourceTokenAmount: checkParam('amount', textParam(), amount).trim() })
    scheduleSwapQuote(p)
  })
}

/** The error codes `setSwapAmount` can throw. */
export type SetSwapAmountErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
