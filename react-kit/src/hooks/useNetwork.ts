import { useStore } from './useStore'
import { switchNetwork, type CaipNetwork, type NetworkView } from '@portico/sdk'
import { usePortico } from './usePortico'

export interface UseNetwork extends NetworkView {
  switchNetwork(network: CaipNetwork): Promise<void>
}

/** The active network and its support flags (`$network`), and the switch action. */
export function useNetwork(): UseNetwork {
  const portico = usePortico()
  const network = useStore(portico.$network)
  return { ...network, switchNetwork: (next) => switchNetwork(portico, { network: next }) }
}
