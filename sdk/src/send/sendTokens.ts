import { fetchActivity } from '../account/fetchActivity'
import { withStatus } from '../mutation/status'
import { checkSendAmount, checkSendFee } from './checkSendAmount'
import { initialSendState } from './sendStore'
import { prepareSend } from './prepareSend'
import { refreshBalances } from '../account/refreshBalances'
import { updateSend } from './updateSend'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { sendStore } from './sendStore'

/** What `sendTokens` returns. */
export type SendTokensReturnType = string

/**
 * Sends the form of `$send` from the connected wallet (spec §4 Send). It fails fast when the amount or receiver
 * ('An amount and receiver address are required') or the token ('A token is required') is missing, on a namespace
 * without send ('Unsupported chain'), and when the amount exceeds the balance or leaves too little for the
 * estimated network fee. eip155: the native token by a plain transfer, an ERC-20 by its `transfer` call; solana:
 * SOL or an SPL token through the solana adapter. After the chain has the transaction the balances are reloaded,
 * then the form is reset (keeping the hash), then the activity is reloaded. Returns the hash.
 *
 * @example
 * setSendAmount(portico, { amount: '0.5' })
 * await setReceiver(portico, { input: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
 * const hash = await sendTokens(portico)
 */
export function sendTokens(p: Portico): Promise<string> {
  return runAction(
    p,
    async (p) => {
      const prepared = await prepareSend(p)
      const { transfer, request } = prepared
      const check = { ...prepared, amount: request.amount }

      const hash = await withStatus(
        (status) => updateSend(p, { status }),
        async () => {
          checkSendAmount(check)
          const fee = await transfer.estimateFee(p, request)
          checkSendFee({ ...check, fee })
          const sent = await transfer.send(p, request)
          updateSend(p, { hash: sent })
          await refreshBalances(p)
          sendStore(p).set({ ...initialSendState(), hash: sent })
          return sent
        },
      )
      // Shown in the account's activity; a failure there is shown and reported by fetchActivity itself.
      await fetchActivity(p).catch(() => undefined)
      return hash
    },
    'API_ERROR',
  )
}

/** The error codes `sendTokens` can throw. */
export type SendTokensErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'AMOUNT_AND_RECEIVER_REQUIRED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_ADDRESS'
  | 'INVALID_AMOUNT'
  | 'INVALID_PARAMETER'
  | 'TOKEN_REQUIRED'
  | 'UNSUPPORTED_CHAIN'
  | 'USER_REJECTED'
