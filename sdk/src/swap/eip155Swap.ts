import type { Hex } from 'viem'
import { sendTransaction } from '../eip155/actions'
import { getPublicClient } from '../eip155/getPublicClient'
import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'
import type { SwapTransaction } from './types'

/** Sends one swap-flow transaction from the connected wallet and waits until it is mined; its hash. */
export async function sendSwapTransaction(p: Portico, tx: SwapTransaction): Promise<Hex> {
  const hash = await sendTransaction(p, { to: tx.to, value: tx.value, data: tx.data as Hex })
  const receipt = await getPublicClient(p).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success')
    throw new PorticoError('TRANSACTION_FAILED', { category: 'API_ERROR', params: { signature: hash, reason: receipt.status } })
  return hash
}
