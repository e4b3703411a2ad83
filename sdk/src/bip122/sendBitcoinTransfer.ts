import * as v from 'valibot'
import { getConnectedProvider } from '../connect/getConnectedProvider'
import { PorticoError } from '../errors'
import { defineAction } from '../telemetry/defineAction'
import { checkParam, objectParam } from '../validation/checkParam'
import { formatBitcoinAddress } from './bitcoinAddress'

/** The parameters of `sendBitcoinTransfer`. */
export interface SendBitcoinTransferParams {
  /** The receiver's Bitcoin address. */
  to: string
  /** Satoshis. */
  amount: bigint
}

/** What `sendBitcoinTransfer` returns: the transaction id the wallet broadcast. */
export type SendBitcoinTransferReturnType = string

const txidSchema = v.looseObject({ txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'not a transaction id')) })

/**
 * Asks the connected Bitcoin wallet to send `amount` satoshis to `to` (`sendTransfer`: the wallet builds, signs and
 * broadcasts the transaction); resolves the transaction id. Wallets without transfers (Wallet Standard ones) throw
 * WALLET_FEATURE_MISSING.
 *
 * @example
 * const txid = await sendBitcoinTransfer(portico, { to: 'bc1q…', amount: 10_000n })
 */
export const sendBitcoinTransfer = defineAction(async (p, params: SendBitcoinTransferParams): Promise<string> => {
  checkParam(
    'params',
    objectParam({
      to: v.pipe(
        v.string(),
        v.check((a) => formatBitcoinAddress(a) !== undefined, 'must be a bitcoin address'),
      ),
      amount: v.pipe(v.bigint('must be a bigint'), v.minValue(1n, 'must be at least 1 satoshi')),
    }),
    params,
  )
  const provider = getConnectedProvider(p, { namespace: 'bip122' })
  const answer = await provider.request({
    method: 'sendTransfer',
    params: { recipientAddress: params.to, amount: params.amount.toString() },
  })
  const parsed = v.safeParse(txidSchema, answer)
  if (!parsed.success)
    throw new PorticoError('INVALID_RESPONSE', { params: { field: 'sendTransfer', reason: parsed.issues[0].message } })
  return parsed.output.txid
})

/** The error codes `sendBitcoinTransfer` can throw. */
export type SendBitcoinTransferErrorType =
  | 'ACTION_FAILED'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'NOT_CONNECTED'
  | 'USER_REJECTED'
