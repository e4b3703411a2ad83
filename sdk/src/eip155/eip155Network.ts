import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'

/** What `eip155Network` returns. */
export type Eip155NetworkReturnType = CaipNetwork

/** The active eip155 network, or the given one; throws 'Network not found' when there is none. */
export function eip155Network(p: Portico, network?: CaipNetwork): CaipNetwork {
  const chosen = network ?? p.$chains.get().eip155?.networkState.caipNetwork
  if (chosen?.chainNamespace !== 'eip155') throw new PorticoError('NETWORK_NOT_FOUND')
  return chosen
}

/** The error codes `eip155Network` can throw. */
export type Eip155NetworkErrorType = 'NETWORK_NOT_FOUND'
