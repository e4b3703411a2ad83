import * as v from 'valibot'
import { checkParam, objectParam } from '../validation/checkParam'
import { fetchBalances } from '../account/fetchBalances'
import type { TokenBalance } from '../chains/types'
import { PorticoError } from '../errors'
import type { CaipNetwork } from '../networks/types'
import { stringOrNumber } from '../validation/schemaParts'
import { isNativeToken } from './isNativeToken'
import { setReceiver } from './setReceiver'
import { tokenAddress } from './tokenAddress'
import { updateSend } from './updateSend'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { balancesStore } from '../account/balancesStore'

const DECIMAL = /^[+-]?(?:\d*\.)?\d+$/

/** What `open(p, { view: 'WalletSend', data: { send } })` may pre-fill. */
export const sendPrefillSchema = v.object({
  // A decimal string or a number (checked with `custom`: only valibot functions the core uses anyway).
  amount: v.optional(
    v.custom<string | number>(
      (amount) => (typeof amount === 'string' && DECIMAL.test(amount)) || (typeof amount === 'number' && amount >= 0),
      'must be a decimal string or a number from 0',
    ),
  ),
  assetAddress: v.optional(v.string()),
  namespace: v.optional(v.string()),
  chainId: v.optional(stringOrNumber),
  to: v.optional(v.string()),
})
/** What `setSendForm` fills the send form with. */
export type SendPrefill = v.InferInput<typeof sendPrefillSchema>

function findToken(balances: readonly TokenBalance[], network: CaipNetwork, assetAddress: string | undefined) {
  const onNetwork = balances.filter((b) => b.chainId === network.caipNetworkId)
  if (!assetAddress || isNativeToken({ address: assetAddress }, network.chainNamespace))
    return onNetwork.find((b) => isNativeToken(b, network.chainNamespace))
  const wanted = (tokenAddress({ address: assetAddress }) ?? '').toLowerCase()
  return onNetwork.find((b) => tokenAddress(b)?.toLowerCase() === wanted)
}

/** The parameters of `setSendForm`. */
export interface SetSendFormParams {
  data: unknown
}

/** What `setSendForm` returns. */
export type SetSendFormReturnType = boolean

/**
 * Fills the send form from open data `{ amount, assetAddress, namespace, chainId, to }`: eip155 only, and only on
 * the network the data names. The token is looked up in the account's balances (loaded when empty). Returns
 * whether the form was filled. Data of the wrong shape is an 'Invalid input' error.
 *
 * @example
 * setSendForm(portico, { data: { amount: '1', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } }) // false when the data is not a form
 */
export function setSendForm(p: Portico, params: SetSendFormParams): Promise<boolean> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { data } = params
    const parsed = v.safeParse(sendPrefillSchema, data)
    if (!parsed.success)
      throw new PorticoError('INVALID_OPTIONS', { params: { field: 'send', reason: parsed.issues[0].message } })
    const prefill = parsed.output
    const network = p.$network.get().caipNetwork
    if (network?.chainNamespace !== 'eip155' || (prefill.namespace ?? 'eip155') !== 'eip155') return false
    if (
      prefill.chainId !== undefined &&
      String(prefill.chainId) !== String(network.id) &&
      String(prefill.chainId) !== network.caipNetworkId
    )
      return false
    if (balancesStore(p).get().balances.length === 0) await fetchBalances(p)
    const token = findToken(balancesStore(p).get().balances, network, prefill.assetAddress)
    updateSend(p, {
      ...(token ? { token } : {}),
      ...(prefill.amount === undefined ? {} : { sendTokenAmount: String(prefill.amount) }),
    })
    if (prefill.to) await setReceiver(p, { input: prefill.to })
    return true
  })
}

/** The error codes `setSendForm` can throw. */
export type SetSendFormErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_CHAIN_ID'
  | 'INVALID_OPTIONS'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
