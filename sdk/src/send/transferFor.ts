import type { Namespace } from '../constants'
import { PorticoError } from '../errors'
import type { NamespaceTransfer } from './transferTypes'

/**
 * The transfer implementation of a namespace, loaded on first use so that viem and @solana/kit stay out of the
 * send entry's start-up: eip155 (native transfer, ERC-20 `transfer`) and solana (SOL, SPL). Any other namespace
 * is 'Unsupported chain'.
 */
export async function transferFor(namespace: Namespace | undefined): Promise<NamespaceTransfer> {
  if (namespace === 'eip155') return (await import('./eip155Transfer')).eip155Transfer
  if (namespace === 'solana') return (await import('./solanaTransfer')).solanaTransfer
  throw new PorticoError('UNSUPPORTED_CHAIN', { category: 'API_ERROR' })
}
