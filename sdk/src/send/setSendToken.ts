import type { TokenBalance } from '../chains/types'
import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { finiteNumber, quantityText, unitsText } from '../api/schemas/fields'
import { networkBalanceInUSD } from './networkBalanceInUSD'
import { updateSend } from './updateSend'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { balancesStore } from '../account/balancesStore'

/** The parameters of `setSendToken`. */
export interface SetSendTokenParams {
  token: TokenBalance | undefined
}

/** A token as `$balances` lists it: what the form, the amount check and the transfer read of it. */
const sendTokenSchema = v.looseObject(
  {
    name: v.string('must be a text'),
    symbol: v.string('must be a text'),
    chainId: v.string('must be a text'),
    address: v.optional(v.string('must be a text')),
    value: v.optional(finiteNumber),
    price: finiteNumber,
    quantity: v.object({ decimals: unitsText, numeric: quantityText }, 'must be an object'),
  },
  'must be a token of $balances',
)

/** What `setSendToken` returns. */
export type SetSendTokenReturnType = undefined

/**
 * Picks the token to send (one of `$balances`), and shows the network's native balance in USD next to it. A fee
 * estimated for another token no longer applies and is dropped. A token not shaped as `$balances` lists them is
 * INVALID_PARAMETER, before the form changes.
 *
 * @example
 * setSendToken(portico, { token: portico.$balances.get().balances[0] })
 */
export function setSendToken(p: Portico, params: SetSendTokenParams): void {
  runAction(p, (p) => {
    const { token } = checkParam(
      'params',
      objectParam({ token: v.optional(sendTokenSchema) }),
      params,
    ) as SetSendTokenParams
    const network = p.$network.get().caipNetwork
    updateSend(p, {
      token,
      fee: undefined,
      networkBalanceInUSD: network ? networkBalanceInUSD(balancesStore(p).get().balances, network) : undefined,
    })
  })
}

/** The error codes `setSendToken` can throw. */
export type SetSendTokenErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
