import type { Hex } from 'viem'
import { sendTransaction, type SendTransactionParams } from './actions'
import { getPublicClient } from './getPublicClient'
import type { Portico } from '../portico/types'
import { transactionError } from '../errors/transactionMessages'

/**
 * Sends a transaction from the connected eip155 wallet and waits until it is mined; returns its hash. A reverted
 * transaction is a 'Transaction … failed' error.
 */
export async function sendEvmTransaction(p: Portico, params: SendTransactionParams): Promise<Hex> {
  const hash = await sendTransaction(p, params)
  const receipt = await getPublicClient(p).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success')
    throw transactionError('TRANSACTION_FAILED', {
      category: 'API_ERROR',
      params: { signature: hash, reason: receipt.status },
    })
  return hash
}
