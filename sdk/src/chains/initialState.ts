import type { Namespace } from '../constants'
import type { CaipNetwork } from '../networks/types'
import type { AccountState, AccountType, ChainState, ChainsState } from './types'

export function initialAccountState(preferredAccountType?: AccountType): AccountState {
  return {
    currentTab: 0,
    tokenBalance: [],
    smartAccountDeployed: false,
    addressLabels: {},
    allAccounts: [],
    status: 'disconnected',
    ...(preferredAccountType ? { preferredAccountType } : {}),
  }
}

export function initialChainState(
  namespace: Namespace,
  networks: CaipNetwork[],
  preferredAccountType?: AccountType,
): ChainState {
  return {
    namespace,
    networkState: {
      caipNetwork: networks[0],
      requestedCaipNetworks: networks,
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    },
    accountState: initialAccountState(preferredAccountType),
    caipNetworks: networks,
    connectorsHidden: networks.length === 0,
  }
}

/** One chain state per namespace that has networks, in the order the networks were given. */
export function initialChainsState(
  networks: readonly CaipNetwork[],
  accountTypes: Partial<Record<Namespace, AccountType>>,
): ChainsState {
  const chains: ChainsState = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const chain = chains[namespace]
    chains[namespace] = chain
      ? {
          ...chain,
          caipNetworks: [...chain.caipNetworks, network],
          networkState: {
            ...chain.networkState,
            requestedCaipNetworks: [...chain.networkState.requestedCaipNetworks, network],
          },
        }
      : initialChainState(namespace, [network], accountTypes[namespace])
  }
  return chains
}
