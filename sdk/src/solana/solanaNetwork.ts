import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'
import type { CaipNetwork } from '../networks/types'

/** What `solanaNetwork` returns. */
export type SolanaNetworkReturnType = CaipNetwork

/** The active solana network, or the given one; throws 'Network not found' when there is none. */
export function solanaNetwork(p: Portico, network?: CaipNetwork): CaipNetwork {
  const chosen = network ?? p.$chains.get().solana?.networkState.caipNetwork
  if (chosen?.chainNamespace !== 'solana') throw new PorticoError('NETWORK_NOT_FOUND')
  return chosen
}

/** The error codes `solanaNetwork` can throw. */
export type SolanaNetworkErrorType = 'NETWORK_NOT_FOUND'
