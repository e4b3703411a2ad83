import { PorticoError } from '../errors'
import { withStatus } from '../mutation/status'
import { refreshBalances } from '../account/refreshBalances'
import { toUnits } from '../send/toUnits'
import { buildSwapTransaction } from './buildSwapTransactions'
import { swapNetwork } from './swapNetwork'
import { tokensWithBalance } from './tokensWithBalance'
import type { SwapTransaction } from './types'
import { setSwapStatus, updateSwap } from './updateSwap'
import { findAdapter } from '../connectors/findAdapter'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { balancesStore } from '../account/balancesStore'
import { swapStore } from './swapStore'
import { transactionError } from '../errors/transactionMessages'

/** What `swapTokens` returns. */
export type SwapTokensReturnType = string

/**
 * Sends the quoted swap from the connected wallet ('Network not supported for Swaps' elsewhere): the approval
 * first when one is needed (and waits for it), then the swap transaction built afresh with its gas estimate.
 * Afterwards the balances are reloaded and the amounts cleared. Returns the swap's hash.
 *
 * @example
 * const hash = await swapTokens(portico) // approves the token first when it has to
 */
export function swapTokens(p: Portico): Promise<string> {
  return runAction(
    p,
    async (p) => {
      await swapNetwork(p)
      const state = swapStore(p).get()
      const { sourceToken, toToken, quote, sourceTokenAmount } = state
      const userAddress = p.$account.get().caipAddress
      if (!sourceToken || !toToken || !quote || !userAddress)
        throw transactionError('INVALID_AMOUNT', { params: { amount: sourceTokenAmount, reason: 'no quote for it' } })
      if (state.inputError)
        throw transactionError('INVALID_AMOUNT', {
          params: { amount: sourceTokenAmount, reason: 'more than the balance' },
        })
      const leg = {
        from: sourceToken.address,
        to: toToken.address,
        amount: toUnits(sourceTokenAmount, sourceToken.decimals),
        userAddress,
      }
      // Swaps are eip155's: its adapter sends the transactions (and brings viem).
      const adapter = findAdapter(p, 'eip155')
      if (!adapter?.sendTransaction)
        throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace: 'eip155' } })
      const sendTransaction = adapter.sendTransaction.bind(adapter)
      const send = (tx: SwapTransaction) => sendTransaction(p, { to: tx.to, value: tx.value, data: tx.data })

      const approval = state.approvalTransaction
      if (approval) {
        await withStatus(
          (status) => setSwapStatus(p, 'approval', status),
          () => send(approval),
        )
        updateSwap(p, { approvalTransaction: undefined, allowance: undefined })
      }
      const tx = await withStatus(
        (status) => setSwapStatus(p, 'build', status),
        () => buildSwapTransaction(p, leg),
      )
      const hash = await withStatus(
        (status) => setSwapStatus(p, 'transaction', status),
        () => send(tx),
      )
      updateSwap(p, { hash, swapTransaction: undefined, quote: undefined, sourceTokenAmount: '', toTokenAmount: '' })
      await refreshBalances(p)
      updateSwap(p, {
        myTokensWithBalance: tokensWithBalance(swapStore(p).get().tokens, balancesStore(p).get().balances),
      })
      return hash
    },
    'API_ERROR',
  )
}

/** The error codes `swapTokens` can throw. */
export type SwapTokensErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_AMOUNT'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
