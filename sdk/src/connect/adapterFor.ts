import type { Namespace } from '../constants'
import type { NamespaceAdapter } from '../connectors/types'
import type { Portico } from '../instance/types'
import type { WalletCore } from './walletCore'

/** The app's adapter for a namespace; throws 'Chain adapter not found' when the app has none. */
export function adapterFor(p: Portico, core: WalletCore, namespace: Namespace): NamespaceAdapter {
  const adapter = p.$options.get().adapters.find((a) => a.namespace === namespace)
  if (!adapter) throw new core.PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace } })
  return adapter
}
