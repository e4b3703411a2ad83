import type { Namespace } from '../constants'
import { PorticoError } from '../errors'
import { defineAction } from '../telemetry/defineAction'
import { initialAccountState } from './initialState'
import { updateChain } from './updateChain'

/** Clears a namespace's account state, keeping its preferred account type. */
export const resetAccount = /* @__PURE__ */ defineAction((p, namespace: Namespace | undefined) => {
  if (!namespace) throw new PorticoError('CHAIN_REQUIRED_FOR_ACCOUNT_DATA')
  updateChain(p, namespace, (chain) => ({
    ...chain,
    accountState: initialAccountState(chain.accountState.preferredAccountType),
  }))
})
