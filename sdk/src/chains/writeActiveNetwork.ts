import type { CaipNetwork } from '../networks/types'
import type { WritablePortico } from '../portico/types'
import { STORAGE_KEYS } from '../storage/keys'
import { updateChain } from './updateChain'

/** Makes `network` the active one, in state and in storage; nothing else (see `setActiveNetwork` for the rules). */
export function writeActiveNetwork(p: WritablePortico, network: CaipNetwork): void {
  const namespace = network.chainNamespace
  updateChain(p, namespace, (chain) => ({ ...chain, networkState: { ...chain.networkState, caipNetwork: network } }))
  p.$activeNamespace.set(namespace)
  p.storage.write(STORAGE_KEYS.activeNamespace, namespace)
  p.storage.write(STORAGE_KEYS.activeNetworkId, network.caipNetworkId)
}
