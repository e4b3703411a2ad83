import { setPreferredAccountType } from '../connect/setPreferredAccountType'
import { checkParam, objectParam } from '../validation/checkParam'
import { defineAction } from '../telemetry/defineAction'
import { isAccountType } from '../validation/isAccountType'
import { authConnector } from './embeddedSession'
import { fetchUser } from './fetchUser'
import type { EmbeddedAccountType, FrameUser } from './protocol'
import { embeddedError } from './messages'

/** The parameters of `setPreferredAccount`. */
export interface SetPreferredAccountParams {
  accountType: EmbeddedAccountType
}

/** What `setPreferredAccount` returns. */
export type SetPreferredAccountReturnType = FrameUser

/**
 * Switches the embedded wallet's account type (eoa or smartAccount): the frame switches, the choice is stored
 * for eip155, and the account shows the other address.
 *
 * @example
 * await setPreferredAccount(portico, { accountType: 'eoa' })
 */
export const setPreferredAccount = defineAction(async (p, params: SetPreferredAccountParams): Promise<FrameUser> => {
  checkParam('params', objectParam(), params)
  const { accountType: type } = params
  if (!isAccountType(type))
    throw embeddedError('INVALID_REQUEST', { params: { field: 'type', reason: 'Account type is eoa or smartAccount' } })
  await authConnector(p).embedded.request('SET_PREFERRED_ACCOUNT', { type })
  setPreferredAccountType(p, { accountType: type, namespace: 'eip155' })
  return fetchUser(p)
})

/** The error codes `setPreferredAccount` can throw. */
export type SetPreferredAccountErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'INVALID_REQUEST'
  | 'USER_REJECTED'
