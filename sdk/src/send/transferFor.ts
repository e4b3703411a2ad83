import type { Namespace } from '../constants'
import type { NamespaceTransfer } from '../connectors/types'
import type { Portico } from '../portico/types'
import { findAdapter } from '../connectors/findAdapter'
import { transactionError } from '../errors/transactionMessages'

/**
 * The transfers of a namespace: its adapter's (`eip155()`: native and ERC-20; `solana()`: SOL and SPL), so the
 * send form loads only the chain library of the namespace sending. A namespace whose adapter sends none, or that
 * the app has no adapter for, is 'Unsupported chain'.
 */
export function transferFor(p: Portico, namespace: Namespace | undefined): NamespaceTransfer {
  const transfer = findAdapter(p, namespace)?.transfer
  if (!transfer) throw transactionError('UNSUPPORTED_CHAIN', { category: 'API_ERROR' })
  return transfer
}
