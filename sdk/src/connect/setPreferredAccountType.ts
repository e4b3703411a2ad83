import * as v from 'valibot'
import { ACCOUNT_TYPES, NAMESPACES, type Namespace } from '../constants'
import type { AccountType } from '../chains/types'
import { updateAccountState } from '../chains/updateAccountState'
import { STORAGE_KEYS } from '../storage/keys'
import { checkParam, objectParam } from '../validation/checkParam'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `setPreferredAccountType`. */
export interface SetPreferredAccountTypeParams {
  accountType: AccountType
  namespace: Namespace
}
/** What `setPreferredAccountType` returns. */
export type SetPreferredAccountTypeReturnType = undefined
/** The error codes `setPreferredAccountType` can throw. */
export type SetPreferredAccountTypeErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'

const paramsSchema = () =>
  objectParam({
    accountType: v.picklist(ACCOUNT_TYPES, 'must be eoa, smartAccount, payment or ordinal'),
    namespace: v.picklist(NAMESPACES, 'must be a namespace'),
  })

/**
 * Sets the account type a namespace prefers (eoa, smartAccount, payment), in state and in storage.
 *
 * @example
 * setPreferredAccountType(portico, { accountType: 'smartAccount', namespace: 'eip155' })
 */
export function setPreferredAccountType(
  p: Portico,
  params: SetPreferredAccountTypeParams,
): SetPreferredAccountTypeReturnType {
  return runAction(p, (p): SetPreferredAccountTypeReturnType => {
    const { accountType, namespace } = checkParam('params', paramsSchema(), params)
    updateAccountState(p, { preferredAccountType: accountType }, namespace)
    const stored = p.storage.read(STORAGE_KEYS.preferredAccountTypes) ?? {}
    p.storage.write(STORAGE_KEYS.preferredAccountTypes, { ...stored, [namespace]: accountType })
  })
}
