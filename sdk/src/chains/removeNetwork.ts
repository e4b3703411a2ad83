import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam, objectParam } from '../validation/checkParam'
import type { CaipNetwork } from '../networks/types'
import { setActiveNetwork } from './setActiveNetwork'
import { updateChain } from './updateChain'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `removeNetwork`. */
export interface RemoveNetworkParams {
  network: CaipNetwork
}
/** What `removeNetwork` returns. */
export type RemoveNetworkReturnType = undefined
/** The error codes `removeNetwork` can throw. */
export type RemoveNetworkErrorType = 'ACTION_FAILED' | 'CHAIN_ADAPTER_NOT_FOUND' | 'INVALID_PARAMETER'

/**
 * Removes a network. When it was the active one, the first remaining network becomes active (of the same
 * namespace, else of any other). A namespace left with no network has its connectors filtered out.
 *
 * @example
 * removeNetwork(portico, { network: optimism })
 */
export function removeNetwork(p: Portico, params: RemoveNetworkParams): RemoveNetworkReturnType {
  return runAction(p, (p): RemoveNetworkReturnType => {
    checkParam('params', objectParam({ network: networkParamSchema() }), params)
    const { network } = params
    const namespace = network.chainNamespace
    const id = network.caipNetworkId
    const wasActive = p.$network.get().caipNetwork?.caipNetworkId === id
    updateChain(p, namespace, (chain) => {
      const caipNetworks = chain.caipNetworks.filter((n) => n.caipNetworkId !== id)
      const current = chain.networkState.caipNetwork
      return {
        ...chain,
        caipNetworks,
        networkState: {
          ...chain.networkState,
          caipNetwork: current?.caipNetworkId === id ? caipNetworks[0] : current,
          requestedCaipNetworks: chain.networkState.requestedCaipNetworks.filter((n) => n.caipNetworkId !== id),
          approvedCaipNetworkIds: chain.networkState.approvedCaipNetworkIds.filter((n) => n !== id),
        },
        connectorsHidden: caipNetworks.length === 0,
      }
    })
    if (!wasActive) return
    const remaining = Object.values(p.$chains.get()).flatMap((chain) => chain.caipNetworks)
    const next = remaining.find((n) => n.chainNamespace === namespace) ?? remaining[0]
    if (next) setActiveNetwork(p, next)
  })
}
