import { createBlockchainClient } from '../blockchain/createBlockchainClient'
import type { BlockchainClient } from '../blockchain'
import type { Portico } from '../../portico/types'
import { serviceOptions } from './serviceOptions'

/**
 * The blockchain client of instance `p`, built from its options. This module is what `lazyBlockchainClient` loads on
 * the first call, with the client's calls and response schemas.
 */
export function blockchainService(p: Portico): BlockchainClient {
  return createBlockchainClient(serviceOptions(p, p.$options.get().apiUrls.blockchain))
}
