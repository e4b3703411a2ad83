import * as v from 'valibot'
import { getConnectedProvider } from '../connect/getConnectedProvider'
import { checkParam, objectParam } from '../validation/checkParam'
import { formatBitcoinAddress } from './bitcoinAddress'
import type { BitcoinWalletProvider } from './bitcoinWalletProvider'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { requestError } from '../errors/requestMessages'

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
 * Sends `amount` satoshis from the connected Bitcoin wallet's payment address to `to`; resolves the transaction id.
 * A wallet that builds transfers (sats-connect, WalletConnect) is asked to (`sendTransfer`); for one that only signs
 * them (a Wallet Standard wallet) Portico builds the transaction from the address's coins and the fee rate of the
 * network's Esplora API (its RPC URL: mempool.space by default), has the wallet sign it and broadcasts it there.
 *
 * @example
 * const txid = await sendBitcoinTransfer(portico, { to: 'bc1q…', amount: 10_000n })
 */
export function sendBitcoinTransfer(p: Portico, params: SendBitcoinTransferParams): Promise<string> {
  return runAction(p, async (p) => {
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
    if ((provider as Partial<BitcoinWalletProvider>).sendsTransfers === false)
      return (await import('./transfer/psbtTransfer')).psbtTransfer(p, provider, params)
    const answer = await provider.request({
      method: 'sendTransfer',
      params: { recipientAddress: params.to, amount: params.amount.toString() },
    })
    const parsed = v.safeParse(txidSchema, answer)
    if (!parsed.success)
      throw requestError('INVALID_RESPONSE', {
        params: { field: 'sendTransfer', reason: parsed.issues[0].message },
      })
    return parsed.output.txid
  })
}

/** The error codes `sendBitcoinTransfer` can throw. */
export type SendBitcoinTransferErrorType =
  | 'ACTION_FAILED'
  | 'HTTP_STATUS'
  | 'INVALID_AMOUNT'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'NETWORK_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'REQUEST_ABORTED'
  | 'REQUEST_FAILED'
  | 'REQUEST_TIMEOUT'
  | 'USER_REJECTED'
