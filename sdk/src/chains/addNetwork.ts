import { caipNetworkSchema } from '../networks/caipNetworkSchema'
import { checkParam, objectParam } from '../validation/checkParam'
import type { CaipNetwork } from '../networks/types'
import { initialChainState } from './initialState'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `addNetwork`. */
export interface AddNetworkParams {
  /** The network, as `defineNetwork` or `@portico/sdk/networks` give it. */
  network: CaipNetwork
}
/** What `addNetwork` returns. */
export type AddNetworkReturnType = undefined
/** The error codes `addNetwork` can throw. */
export type AddNetworkErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'

/**
 * Adds a network the app asks for; its namespace's connectors show again.
 *
 * @example
 * addNetwork(portico, { network: optimism })
 */
export function addNetwork(p: Portico, params: AddNetworkParams): AddNetworkReturnType {
  return runAction(p, (p): AddNetworkReturnType => {
    checkParam('params', objectParam({ network: caipNetworkSchema }), params)
    const { network } = params
    const namespace = network.chainNamespace
    const chains = p.$chains.get()
    const chain = chains[namespace] ?? initialChainState(namespace, [], p.$options.get().defaultAccountTypes[namespace])
    if (chain.caipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) return
    p.$chains.set({
      ...chains,
      [namespace]: {
        ...chain,
        caipNetworks: [...chain.caipNetworks, network],
        networkState: {
          ...chain.networkState,
          caipNetwork: chain.networkState.caipNetwork ?? network,
          requestedCaipNetworks: [...chain.networkState.requestedCaipNetworks, network],
        },
        connectorsHidden: false,
      },
    })
    if (!p.$activeNamespace.get()) p.$activeNamespace.set(namespace)
  })
}
