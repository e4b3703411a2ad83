import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import type { SolanaAdapter } from './solana'
import { findAdapter } from '../connectors/findAdapter'

/** What `solanaAdapter` returns. */
export type SolanaAdapterReturnType = SolanaAdapter

/**
 * The instance's solana adapter; throws 'Chain adapter not found' when the app did not add `solana()`.
 *
 * @example
 * const adapter = solanaAdapter(portico) // throws CHAIN_ADAPTER_NOT_FOUND without solana()
 */
export function solanaAdapter(p: Portico): SolanaAdapter {
  const adapter = findAdapter(p, 'solana')
  if (!adapter || !('rpcClients' in adapter))
    throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace: 'solana' } })
  return adapter as SolanaAdapter
}

/** The error codes `solanaAdapter` can throw. */
export type SolanaAdapterErrorType = 'CHAIN_ADAPTER_NOT_FOUND'
