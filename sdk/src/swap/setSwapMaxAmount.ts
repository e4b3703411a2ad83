import { parseDecimal } from '../format/decimal'
import { unitsToDecimal } from '../format/unitsToDecimal'
import { isNativeSwapToken } from './isNativeSwapToken'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { swapStore } from './swapStore'

/** What `setSwapMaxAmount` returns: the amount set, in whole units. */
export type SetSwapMaxAmountReturnType = string

/** A decimal amount in a token's smallest unit, cut to its decimals; 0 when it is not a number. */
function unitsOf(amount: string, decimals: number): bigint {
  const parsed = parseDecimal(amount)
  if (!parsed || parsed.negative) return 0n
  return BigInt(parsed.integer + parsed.fraction.padEnd(decimals, '0').slice(0, decimals))
}

/**
 * The Max beside the balance: the whole balance of the token paid with; for the network's native coin, less the
 * network fee of the last quote (never below zero). Sets the amount (a quote follows) and returns it.
 *
 * @example
 * const amount = setSwapMaxAmount(portico) // '9975' for 9,975 USDC held
 */
export function setSwapMaxAmount(p: Portico): string {
  return runAction(p, (p) => {
    const swap = swapStore(p).get()
    const source = swap.sourceToken
    const held = source && swap.myTokensWithBalance.find((token) => token.address === source.address)
    const decimals = Number(held?.quantity.decimals ?? source?.decimals ?? 0)
    const balance = unitsOf(held?.quantity.numeric ?? '0', decimals)
    const fee = source && isNativeSwapToken(source) ? unitsOf(swap.gasFee, decimals) : 0n
    const amount = unitsToDecimal(balance > fee ? balance - fee : 0n, decimals)
    updateSwap(p, { sourceTokenAmount: amount })
    scheduleSwapQuote(p)
    return amount
  })
}

/** The error codes `setSwapMaxAmount` can throw. */
export type SetSwapMaxAmountErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
