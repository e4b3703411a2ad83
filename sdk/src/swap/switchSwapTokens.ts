import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { swapStore } from './swapStore'

/** What `switchSwapTokens` returns. */
export type SwitchSwapTokensReturnType = undefined

/**
 * Swaps the two sides: the received token becomes the source (the amount is kept); a quote follows.
 *
 * @example
 * switchSwapTokens(portico) // from becomes to, and to from
 */
export function switchSwapTokens(p: Portico): void {
  runAction(p, (p) => {
    const { sourceToken, toToken, sourceTokenPriceInUSD, toTokenPriceInUSD } = swapStore(p).get()
    updateSwap(p, {
      sourceToken: toToken,
      toToken: sourceToken,
      sourceTokenPriceInUSD: toTokenPriceInUSD,
      toTokenPriceInUSD: sourceTokenPriceInUSD,
    })
    scheduleSwapQuote(p)
  })
}

/** The error codes `switchSwapTokens` can throw. */
export type SwitchSwapTokensErrorType = 'ACTION_FAILED'
