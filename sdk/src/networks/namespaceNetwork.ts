import type { Namespace } from '../constants'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from './types'

/** What `namespaceNetwork` returns. */
export type NamespaceNetworkReturnType = CaipNetwork

/**
 * The network an action of one namespace runs on: the given one, else that namespace's active network. An entry's
 * actions (eip155's, solana's) call it so that one namespace never runs on another's network.
 *
 * @example
 * const network = namespaceNetwork(portico, 'solana', params.network) // throws NETWORK_NOT_FOUND when none
 */
export function namespaceNetwork(p: Portico, namespace: Namespace, network?: CaipNetwork): CaipNetwork {
  const chosen = network ?? p.$chains.get()[namespace]?.networkState.caipNetwork
  if (chosen?.chainNamespace !== namespace) throw new PorticoError('NETWORK_NOT_FOUND')
  return chosen
}

/** The error codes `namespaceNetwork` can throw. */
export type NamespaceNetworkErrorType = 'NETWORK_NOT_FOUND'
