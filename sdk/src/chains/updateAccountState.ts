import type { Namespace } from '../constants'
import { PorticoError } from '../errors'
import { defineAction } from '../telemetry/defineAction'
import type { AccountState } from './types'
import { updateChain } from './updateChain'

/** Merges `changes` into a namespace's account state. */
export const updateAccountState = /* @__PURE__ */ defineAction(
  (p, changes: Partial<AccountState>, namespace: Namespace | undefined) => {
    if (!namespace) throw new PorticoError('CHAIN_REQUIRED_FOR_ACCOUNT_DATA')
    updateChain(p, namespace, (chain) => ({ ...chain, accountState: { ...chain.accountState, ...changes } }))
  },
)
