import type { Portico } from '../portico/types'
import { getServices } from '../api/instance/getServices'
import { buildApproveTransaction, buildSwapTransaction, type SwapLeg } from './buildSwapTransactions'
import { serviceInteger } from './swapTransaction'
import type { SwapState } from './types'

export type PreparedSwap = Pick<SwapState, 'allowance' | 'approvalTransaction' | 'swapTransaction'>

/**
 * What sending the swap takes: for a token source, its allowance and, when that is below the amount, the approve
 * transaction; then the swap transaction (a preview, without gas estimate, while an approval is pending).
 */
export async function prepareSwap(p: Portico, leg: SwapLeg, nativeSource: boolean): Promise<PreparedSwap> {
  if (nativeSource)
    return { allowance: undefined, approvalTransaction: undefined, swapTransaction: await buildSwapTransaction(p, leg) }
  const { blockchain } = await getServices(p)
  const allowance = serviceInteger(
    await blockchain.getAllowance({ tokenAddress: leg.from, userAddress: leg.userAddress }),
    'allowance',
  )
  const approvalTransaction = allowance < leg.amount ? await buildApproveTransaction(p, leg) : undefined
  const swapTransaction = await buildSwapTransaction(p, leg, approvalTransaction !== undefined)
  return { allowance, approvalTransaction, swapTransaction }
}
