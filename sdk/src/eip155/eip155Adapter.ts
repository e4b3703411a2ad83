import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import type { Eip155Adapter } from './eip155'
import { findAdapter } from '../connectors/findAdapter'

/** What `eip155Adapter` returns. */
export type Eip155AdapterReturnType = Eip155Adapter

/**
 * The instance's eip155 adapter; throws 'Chain adapter not found' when the app did not add `eip155()`.
 *
 * @example
 * const adapter = eip155Adapter(portico) // throws CHAIN_ADAPTER_NOT_FOUND without eip155()
 */
export function eip155Adapter(p: Portico): Eip155Adapter {
  const adapter = findAdapter(p, 'eip155')
  if (!adapter || !('publicClients' in adapter))
    throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace: 'eip155' } })
  return adapter as Eip155Adapter
}

/** The error codes `eip155Adapter` can throw. */
export type Eip155AdapterErrorType = 'CHAIN_ADAPTER_NOT_FOUND'
