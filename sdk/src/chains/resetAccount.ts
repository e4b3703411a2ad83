import type { Namespace } from '../constants'
import { PorticoError } from '../errors'
import { initialAccountState } from './initialState'
import { updateChain } from './updateChain'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** Clears a namespace's account state, keeping its preferred account type. */
export function resetAccount(p: Portico, namespace: Namespace | undefined) {
  return runAction(p, (p) => {
    if (!namespace) throw new PorticoError('CHAIN_REQUIRED_FOR_ACCOUNT_DATA')
    updateChain(p, namespace, (chain) => ({
      ...chain,
      accountState: initialAccountState(chain.accountState.preferredAccountType),
    }))
  })
}
