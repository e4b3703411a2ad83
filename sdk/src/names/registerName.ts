import { parseNameError } from '../api/names/nameError'
import { isHttpError } from '../api/http/HttpError'
import { updateAccountState } from '../chains/updateAccountState'
import { NAME_ZONE } from '../constants'
import { PorticoError } from '../errors'
import { replace } from '../router/replace'
import { getServices } from '../api/instance/getServices'
import { isAccountName } from '../validation/isAccountName'
import { nameCoinType } from '../validation/nameCoinType'
import { namesError } from './messages'
import type { NameFailure } from './types'
import { noticeOf } from '../errors/notice'
import { checkParam, filledTextParam, objectParam } from '../validation/checkParam'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { namesStore } from './namesStore'

const MS_PER_SECOND = 1_000
const ZONE_SUFFIX = `.${NAME_ZONE}`

/** The name's label: `alice` for `alice` or `alice.reown.id`. */
function labelOf(name: string): string {
  return name.endsWith(ZONE_SUFFIX) ? name.slice(0, -ZONE_SUFFIX.length) : name
}

/** The parameters of `registerName`. */
export interface RegisterNameParams {
  name: string
}

/** What `registerName` returns. */
export type RegisterNameReturnType = string

/**
 * Registers an account name in the shared zone for the connected eip155 account (spec §4): the message
 * `{ name, attributes: {}, timestamp }` (seconds) is signed by the account (the embedded wallet, or any connected
 * eip155 wallet) and registered under the chain's coin type; the name becomes the profile name and
 * RegisterAccountNameSuccess shows. On failure RegisterAccountName shows again, `$names.error` holds the service's
 * first reason (else 'Error registering name {name}'), and a PorticoError is thrown. Progress shows in
 * `$names.status.register`. Names are eip155 only:
 * 'Network not found' elsewhere; 'Address or auth connector not found' without a connected account that signs.
 *
 * @example
 * const name = await registerName(portico, { name: 'alice' }) // 'alice.reown.id', signed by the wallet
 */
export function registerName(p: Portico, params: RegisterNameParams): Promise<string> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { name } = params
    checkParam('name', filledTextParam(), name)
    const network = p.$network.get().caipNetwork
    if (network?.chainNamespace !== 'eip155') throw new PorticoError('NETWORK_NOT_FOUND')
    const chain = p.$chains.get().eip155
    const address = chain?.accountState.address
    const sign = chain?.connectionClient?.signMessage
    if (!address || !sign) throw namesError('NAME_CONNECTOR_NOT_FOUND')

    const fullName = `${labelOf(name)}${ZONE_SUFFIX}`
    const setStatus = (register: 'pending' | 'success' | 'error', error?: NameFailure) => {
      const state = namesStore(p).get()
      namesStore(p).set({ ...state, error, status: { ...state.status, register } })
    }
    setStatus('pending')
    try {
      if (!isAccountName(labelOf(name))) throw namesError('NAME_REGISTER_FAILED', { params: { name: fullName } })
      const coinType = nameCoinType(Number(network.id))
      const timestamp = Math.floor(p.platform.now() / MS_PER_SECOND)
      const message = JSON.stringify({ name: fullName, attributes: {}, timestamp })
      const signature = await sign(message)
      const { blockchain } = await getServices(p)
      await blockchain.registerName({ coin_type: coinType, address, message, signature })
    } catch (cause) {
      const failure = namesError('NAME_REGISTER_FAILED', { category: 'API_ERROR', cause, params: { name: fullName } })
      const reason = isHttpError(cause) ? parseNameError(cause.body) : undefined
      setStatus('error', { ...noticeOf(failure), reason })
      replace(p, { view: 'RegisterAccountName' })
      throw failure
    }
    updateAccountState(p, { profileName: fullName }, 'eip155')
    setStatus('success')
    replace(p, { view: 'RegisterAccountNameSuccess' })
    return fullName
  })
}

/** The error codes `registerName` can throw. */
export type RegisterNameErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_CHAIN_ID'
  | 'INVALID_PARAMETER'
  | 'NAME_CONNECTOR_NOT_FOUND'
  | 'NAME_REGISTER_FAILED'
  | 'NETWORK_NOT_FOUND'
