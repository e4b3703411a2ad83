import type { Namespace } from '../constants'
import type { AccountType } from '../chains/types'
import { updateAccountState } from '../chains/updateAccountState'
import { STORAGE_KEYS } from '../storage/keys'
import { defineAction } from '../telemetry/defineAction'

/** Sets the account type a namespace prefers (eoa, smartAccount, payment), in state and in storage. */
export const setPreferredAccountType = /* @__PURE__ */ defineAction((p, type: AccountType, namespace: Namespace) => {
  updateAccountState(p, { preferredAccountType: type }, namespace)
  const stored = p.storage.read(STORAGE_KEYS.preferredAccountTypes) ?? {}
  p.storage.write(STORAGE_KEYS.preferredAccountTypes, { ...stored, [namespace]: type })
})
