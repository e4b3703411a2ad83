import type { Namespace } from '../constants'

import type { CaipNetworkId } from '../caip/types'

// The CAIP ids are the caip/ folder's, below this one; named here too, where a network's other types are.
export type { CaipAddress, CaipNetworkId } from '../caip/types'

/**
 * A network in CAIP shape (spec §3 CaipNetwork, with the embedded-wallet fields). It follows viem's `Chain`
 * closely so an eip155 network can be handed to viem as it is.
 */
export interface CaipNetwork {
  /** The chain reference: a number for eip155 (31337), a string elsewhere (a Solana genesis hash prefix). */
  id: number | string
  chainNamespace: Namespace
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}
