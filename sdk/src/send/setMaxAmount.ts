import { unitsToDecimal } from '../format/unitsToDecimal'
import { PorticoError } from '../errors'
import { isNativeToken } from './isNativeToken'
import { tokenUnits } from './sendBalances'
import { transferFor } from './transferFor'
import { updateSend } from './updateSend'
import { sendError } from './messages'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { sendStore } from './sendStore'

/** What `setMaxAmount` returns. */
export type SetMaxAmountReturnType = string

/**
 * The max button: the whole balance of a token; for the native token the balance minus the estimated network fee
 * of sending it (never below zero). Sets and returns the amount in whole units.
 *
 * @example
 * const amount = await setMaxAmount(portico) // the whole balance, less the fee for the native token
 */
export function setMaxAmount(p: Portico): Promise<string> {
  return runAction(p, async (p) => {
    const { token, receiverAddress } = sendStore(p).get()
    if (!token) throw sendError('TOKEN_REQUIRED')
    const network = p.$network.get().caipNetwork
    const namespace = network?.chainNamespace
    const transfer = transferFor(p, namespace)
    const balance = tokenUnits(token)
    let max = balance
    if (namespace && isNativeToken(token, namespace)) {
      const own = p.$account.get().address
      const to = receiverAddress ?? own
      if (!to) throw new PorticoError('NOT_CONNECTED', { params: { namespace } })
      const fee = await transfer.estimateFee(p, { to, amount: 0n })
      max = balance > fee ? balance - fee : 0n
    }
    const amount = unitsToDecimal(max, Number(token.quantity.decimals))
    updateSend(p, { sendTokenAmount: amount })
    return amount
  })
}

/** The error codes `setMaxAmount` can throw. */
export type SetMaxAmountErrorType =
  | 'ACTION_FAILED'
  | 'INVALID_AMOUNT'
  | 'INVALID_PARAMETER'
  | 'NOT_CONNECTED'
  | 'TOKEN_REQUIRED'
  | 'UNSUPPORTED_CHAIN'
  | 'USER_REJECTED'
