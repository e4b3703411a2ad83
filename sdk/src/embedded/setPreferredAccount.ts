import { setPreferredAccountType } from '../connect/setPreferredAccountType'
import { checkParam, objectParam } from '../validation/checkParam'
import { isAccountType } from '../validation/isAccountType'
import { authConnector } from './embeddedSession'
import { fetchUser } from './fetchUser'
import { loadSmartAccountNetworks } from './loadSmartAccountNetworks'
import type { EmbeddedAccountType, FrameUser } from './protocol'
import { embeddedError } from './messages'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { transactionError } from '../errors/transactionMessages'

/** The parameters of `setPreferredAccount`. */
export interface SetPreferredAccountParams {
  accountType: EmbeddedAccountType
}

/** What `setPreferredAccount` returns. */
export type SetPreferredAccountReturnType = FrameUser

/**
 * Switches the embedded wallet's account type (eoa or smartAccount): the frame switches, the choice is stored
 * for eip155, and the account shows the other address. A smart account exists only on the networks the frame lists
 * as enabled (spec §6): on any other network the frame is not asked and the switch fails with UNSUPPORTED_CHAIN.
 *
 * @example
 * await setPreferredAccount(portico, { accountType: 'eoa' })
 */
export function setPreferredAccount(p: Portico, params: SetPreferredAccountParams): Promise<FrameUser> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { accountType: type } = params
    if (!isAccountType(type))
      throw embeddedError('INVALID_REQUEST', {
        params: { field: 'type', reason: 'Account type is eoa or smartAccount' },
      })
    const session = authConnector(p).embedded
    if (type === 'smartAccount') {
      const network = p.$chains.get().eip155?.networkState.caipNetwork
      const enabled = await loadSmartAccountNetworks(p, session)
      if (!network || !enabled.includes(Number(network.id)))
        throw transactionError('UNSUPPORTED_CHAIN', { params: { network: network?.caipNetworkId ?? 'eip155' } })
    }
    await session.request('SET_PREFERRED_ACCOUNT', { type })
    setPreferredAccountType(p, { accountType: type, namespace: 'eip155' })
    return fetchUser(p)
  })
}

/** The error codes `setPreferredAccount` can throw. */
export type SetPreferredAccountErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'INVALID_REQUEST'
  | 'UNSUPPORTED_CHAIN'
  | 'USER_REJECTED'
