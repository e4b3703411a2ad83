import type { Namespace } from '../constants'
import type { CaipNetwork, CaipNetworkId } from '../networks/types'
import type { ChainsState } from './types'

/** The active network as the UI reads it (`portico.$network`). */
export interface NetworkView {
  namespace?: Namespace
  caipNetwork?: CaipNetwork
  /** The active network is one the app asked for. */
  isSupported: boolean
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  /** A network switch is in flight. */
  isSwitching: boolean
  /** The namespace has no network left: its connectors are hidden. */
  connectorsHidden: boolean
}

export function networkView(chains: ChainsState, namespace: Namespace | undefined, isSwitching: boolean): NetworkView {
  const chain = namespace ? chains[namespace] : undefined
  const caipNetwork = chain?.networkState.caipNetwork
  const requested = chain?.networkState.requestedCaipNetworks ?? []
  return {
    namespace,
    caipNetwork,
    isSupported: Boolean(caipNetwork && requested.some((n) => n.caipNetworkId === caipNetwork.caipNetworkId)),
    requestedCaipNetworks: requested,
    approvedCaipNetworkIds: chain?.networkState.approvedCaipNetworkIds ?? [],
    supportsAllNetworks: chain?.networkState.supportsAllNetworks ?? true,
    smartAccountEnabledNetworks: chain?.networkState.smartAccountEnabledNetworks ?? [],
    isSwitching,
    connectorsHidden: chain?.connectorsHidden ?? false,
  }
}
