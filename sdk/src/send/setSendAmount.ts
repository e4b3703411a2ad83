import { updateSend } from './updateSend'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `setSendAmount`. */
export interface SetSendAmountParams {
  amount: string | undefined
}

/** What `setSendAmount` returns. */
export type SetSendAmountReturnType = undefined

/**
 * Sets the amount to send, in whole units as typed ('0.5'); checked when sending.
 *
 * @example
 * setSendAmount(portico, { amount: '0.5' })
 */
export function setSendAmount(p: Portico, params: SetSendAmountParams): void {
  runAction(p, (p) => {
    checkParam('params', objectParam(), params)
    const { amount } = params
    if (amount !== undefined) checkParam('amount', textParam(), amount)
    updateSend(p, { sendTokenAmount: amount })
  })
}

/** The error codes `setSendAmount` can throw. */
export type SetSendAmountErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
