import * as v from 'valibot'
import { swapTokenSchema, type SwapToken } from '../api/schemas/convert'
import { checkParam, objectParam } from '../validation/checkParam'
import { priceOf } from './priceOf'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { swapStore } from './swapStore'

/** The parameters of `setSwapSourceToken`. */
export interface SetSwapSourceTokenParams {
  token: SwapToken | undefined
}

/** What `setSwapSourceToken` returns. */
export type SetSwapSourceTokenReturnType = undefined

/**
 * Picks the token to swap from; a quote follows.
 *
 * @example
 * setSwapSourceToken(portico, { token: usdc })
 */
export function setSwapSourceToken(p: Portico, params: SetSwapSourceTokenParams): void {
  runAction(p, (p) => {
    checkParam('params', objectParam(), params)
    const { token } = params
    checkParam('token', v.optional(swapTokenSchema), token)
    updateSwap(p, { sourceToken: token, sourceTokenPriceInUSD: priceOf(swapStore(p).get().tokensPriceMap, token) })
    scheduleSwapQuote(p)
  })
}

/** The error codes `setSwapSourceToken` can throw. */
export type SetSwapSourceTokenErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
