import type { TokenBalance } from '../chains/types'
import { checkParam, objectParam } from '../validation/checkParam'
import { networkBalanceInUSD } from './networkBalanceInUSD'
import { updateSend } from './updateSend'
import { defineAction } from '../telemetry/defineAction'

/** The parameters of `setSendToken`. */
export interface SetSendTokenParams {
  token: TokenBalance | undefined
}

/** What `setSendToken` returns. */
export type SetSendTokenReturnType = undefined

/**
 * Picks the token to send (one of `$balances`), and shows the network's native balance in USD next to it. A fee
 * estimated for another token no longer applies and is dropped.
 *
 * @example
 * setSendToken(portico, { token: portico.$balances.get().balances[0] })
 */
export const setSendToken = /* @__PURE__ */ defineAction((p, params: SetSendTokenParams): void => {
  checkParam('params', objectParam(), params)
  const { token } = params
  const network = p.$network.get().caipNetwork
  updateSend(p, {
    token,
    fee: undefined,
    networkBalanceInUSD: network ? networkBalanceInUSD(p.$balances.get().balances, network) : undefined,
  })
})

/** The error codes `setSendToken` can throw. */
export type SetSendTokenErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
