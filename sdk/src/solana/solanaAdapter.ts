import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'
import type { SolanaAdapter } from './solana'

/** The instance's solana adapter; throws 'Chain adapter not found' when the app did not add `solana()`. */
export function solanaAdapter(p: Portico): SolanaAdapter {
  const adapter = p.$options.get().adapters.find((a) => a.namespace === 'solana')
  if (!adapter || !('rpcClients' in adapter)) throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace: 'solana' } })
  return adapter as SolanaAdapter
}
