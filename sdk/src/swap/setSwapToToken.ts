import * as v from 'valibot'
import { swapTokenSchema, type SwapToken } from '../api/schemas/convert'
import { checkParam, objectParam } from '../validation/checkParam'
import { priceOf } from './priceOf'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { swapStore } from './swapStore'

/** The parameters of `setSwapToToken`. */
export interface SetSwapToTokenParams {
  token: SwapToken | undefined
}

/** What `setSwapToToken` returns. */
export type SetSwapToTokenReturnType = undefined

/**
 * Picks the token to receive; a quote follows.
 *
 * @example
 * setSwapToToken(portico, { token: dai })
 */
export function setSwapToToken(p: Portico, params: SetSwapToTokenParams): void {
  runAction(p, (p) => {
    checkParam('params', objectParam(), params)
    const { token } = params
    checkParam('token', v.optional(swapTokenSchema), token)
    updateSwap(p, { toToken: token, toTokenPriceInUSD: priceOf(swapStore(p).get().tokensPriceMap, token) })
    scheduleSwapQuote(p)
  })
}

/** The error codes `setSwapToToken` can throw. */
export type SetSwapToTokenErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
