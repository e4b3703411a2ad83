import type { Namespace } from '../constants'
import { PorticoError } from '../errors'
import type { AccountState } from './types'
import { updateChain } from './updateChain'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** Merges `changes` into a namespace's account state. */
export function updateAccountState(p: Portico, changes: Partial<AccountState>, namespace: Namespace | undefined) {
  return runAction(p, (p) => {
    if (!namespace) throw new PorticoError('CHAIN_REQUIRED_FOR_ACCOUNT_DATA')
    updateChain(p, namespace, (chain) => ({ ...chain, accountState: { ...chain.accountState, ...changes } }))
  })
}
