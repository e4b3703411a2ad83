import type { Namespace } from '../constants'
import type { Portico } from '../portico/types'
import { runAction } from '../telemetry/runAction'
import type { AccountState } from './types'
import { updateChain } from './updateChain'
import { chainsError } from './messages'

/** Sets one account field of a namespace; throws 'Chain is required to set account prop' without one. */
export function setAccountProp<K extends keyof AccountState>(
  p: Portico,
  prop: K,
  value: AccountState[K],
  namespace: Namespace | undefined,
): void {
  runAction(p, (p) => {
    if (!namespace) throw chainsError('CHAIN_REQUIRED_FOR_ACCOUNT_PROP')
    updateChain(p, namespace, (chain) => ({ ...chain, accountState: { ...chain.accountState, [prop]: value } }))
  })
}
