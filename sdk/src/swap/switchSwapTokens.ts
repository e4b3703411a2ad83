import { defineAction } from '../telemetry/defineAction'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'

/** What `switchSwapTokens` returns. */
export type SwitchSwapTokensReturnType = undefined

/**
 * Swaps the two sides: the received token becomes the source (the amount is kept); a quote follows.
 *
 * @example
 * switchSwapTokens(portico) // from becomes to, and to from
 */
export const switchSwapTokens = /* @__PURE__ */ defineAction((p): void => {
  const { sourceToken, toToken, sourceTokenPriceInUSD, toTokenPriceInUSD } = p.$swap.get()
  updateSwap(p, {
    sourceToken: toToken,
    toToken: sourceToken,
    sourceTokenPriceInUSD: toTokenPriceInUSD,
    toTokenPriceInUSD: sourceTokenPriceInUSD,
  })
  scheduleSwapQuote(p)
})

/** The error codes `switchSwapTokens` can throw. */
export type SwitchSwapTokensErrorType = 'ACTION_FAILED'
