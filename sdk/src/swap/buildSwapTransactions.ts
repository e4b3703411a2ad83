import type { Portico } from '../portico/types'
import { getServices } from '../api/instance/getServices'
import { approvalTarget } from './approvalTarget'
import { swapNetwork } from './swapNetwork'
import { swapTransaction } from './swapTransaction'
import type { SwapTransaction } from './types'

export interface SwapLeg {
  /** Source and received tokens, CAIP addresses. */
  from: string
  to: string
  /** Source amount, base units. */
  amount: bigint
  /** The account, CAIP address. */
  userAddress: string
}

/**
 * The approve transaction letting the pool spend the source token, sent to that token (see `approvalTarget`);
 * 'Network not supported for Swaps' elsewhere.
 */
export async function buildApproveTransaction(p: Portico, leg: SwapLeg): Promise<SwapTransaction> {
  await swapNetwork(p)
  const { blockchain } = await getServices(p)
  const tx = await blockchain.buildApprove({ userAddress: leg.userAddress, from: leg.from, to: leg.to })
  return swapTransaction({ ...tx, to: approvalTarget(tx, leg.from) })
}

/**
 * The swap transaction (slippage SWAP_SLIPPAGE); 'Network not supported for Swaps' elsewhere. `preview` asks for
 * no gas estimate: before the approval is mined the swap cannot be simulated.
 */
export async function buildSwapTransaction(p: Portico, leg: SwapLeg, preview = false): Promise<SwapTransaction> {
  await swapNetwork(p)
  const { blockchain } = await getServices(p)
  const body = { amount: leg.amount.toString(), from: leg.from, to: leg.to, userAddress: leg.userAddress }
  return swapTransaction(await blockchain.buildSwap(preview ? { ...body, disableEstimate: true } : body))
}
