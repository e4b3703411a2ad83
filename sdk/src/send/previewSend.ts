import { unitsToDecimal } from '../format/unitsToDecimal'
import { checkSendAmount, checkSendFee } from './checkSendAmount'
import { prepareSend } from './prepareSend'
import type { SendFee } from './types'
import { updateSend } from './updateSend'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `previewSend` returns. */
export type PreviewSendReturnType = SendFee

/**
 * The review step before sending: checks the form as `sendTokens` will (same errors), estimates the network fee
 * and keeps it in `$send.fee`, then checks that the balance covers it. Nothing is signed or sent. Returns the fee.
 *
 * @example
 * const { amount, symbol } = await previewSend(portico) // the network fee, before the user confirms
 */
export function previewSend(p: Portico): Promise<SendFee> {
  return runAction(
    p,
    async (p) => {
      const prepared = await prepareSend(p)
      const check = { ...prepared, amount: prepared.request.amount }
      checkSendAmount(check)
      const units = await prepared.transfer.estimateFee(p, prepared.request)
      const { decimals, symbol } = prepared.network.nativeCurrency
      const fee = { units, amount: unitsToDecimal(units, decimals), symbol }
      updateSend(p, { fee })
      checkSendFee({ ...check, fee: units })
      return fee
    },
    'API_ERROR',
  )
}

/** The error codes `previewSend` can throw. */
export type PreviewSendErrorType =
  | 'ACTION_FAILED'
  | 'AMOUNT_AND_RECEIVER_REQUIRED'
  | 'INVALID_ADDRESS'
  | 'INVALID_AMOUNT'
  | 'INVALID_PARAMETER'
  | 'TOKEN_REQUIRED'
  | 'UNSUPPORTED_CHAIN'
  | 'USER_REJECTED'
