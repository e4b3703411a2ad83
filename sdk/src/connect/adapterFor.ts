import type { Namespace } from '../constants'
import type { NamespaceAdapter } from '../connectors/types'
import type { Portico } from '../portico/types'
import { PorticoError } from '../errors'

/** The app's adapter for a namespace; throws 'Chain adapter not found' when the app has none. */
export function adapterFor(p: Portico, namespace: Namespace): NamespaceAdapter {
  const adapter = p.$options.get().adapters.find((a) => a.namespace === namespace)
  if (!adapter) throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace } })
  return adapter
}
