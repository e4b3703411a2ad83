import type { Namespace } from '../constants'
import { initialChainsState } from '../chains/initialState'
import type { AccountType, ChainsState } from '../chains/types'
import type { CaipNetwork } from '../networks/types'
import type { PorticoStorage } from '../storage/storage'
import { STORAGE_KEYS } from '../storage/keys'
import type { ResolvedOptions } from './options'

/**
 * The chain state an instance starts with: one entry per namespace of the configured networks, preferred
 * account types from storage over the defaults, and the active network restored from storage when it is still
 * configured (else the first network of the stored namespace, else the default network, else the first one).
 */
export function restoreChains(
  options: ResolvedOptions,
  storage: PorticoStorage,
): { chains: ChainsState; activeNamespace: Namespace | undefined } {
  const storedTypes = storage.read(STORAGE_KEYS.preferredAccountTypes) ?? {}
  const accountTypes: Partial<Record<Namespace, AccountType>> = { ...options.defaultAccountTypes, ...storedTypes }
  const networks = [...options.networks]
  const { defaultNetwork } = options
  if (defaultNetwork && !networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId))
    networks.push(defaultNetwork)
  const chains = initialChainsState(networks, accountTypes)

  const storedId = storage.read(STORAGE_KEYS.activeNetworkId)
  const storedNamespace = storage.read(STORAGE_KEYS.activeNamespace)
  const byId = (id: string | undefined): CaipNetwork | undefined => networks.find((n) => n.caipNetworkId === id)
  const active =
    byId(storedId) ??
    (storedNamespace ? chains[storedNamespace]?.caipNetworks[0] : undefined) ??
    byId(defaultNetwork?.caipNetworkId) ??
    networks[0]
  if (!active) return { chains, activeNamespace: undefined }

  const chain = chains[active.chainNamespace]
  if (chain) chains[active.chainNamespace] = { ...chain, networkState: { ...chain.networkState, caipNetwork: active } }
  return { chains, activeNamespace: active.chainNamespace }
}
