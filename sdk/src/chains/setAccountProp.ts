import type { Namespace } from '../constants'
import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'
import { defineAction } from '../telemetry/defineAction'
import type { AccountState } from './types'
import { updateChain } from './updateChain'

const setProp = /* @__PURE__ */ defineAction(
  (p, prop: keyof AccountState, value: unknown, namespace: Namespace | undefined) => {
    if (!namespace) throw new PorticoError('CHAIN_REQUIRED_FOR_ACCOUNT_PROP')
    updateChain(p, namespace, (chain) => ({ ...chain, accountState: { ...chain.accountState, [prop]: value } }))
  },
)

/** Sets one account field of a namespace; throws 'Chain is required to set account prop' without one. */
export function setAccountProp<K extends keyof AccountState>(
  p: Portico,
  prop: K,
  value: AccountState[K],
  namespace: Namespace | undefined,
): void {
  setProp(p, prop, value, namespace)
}
