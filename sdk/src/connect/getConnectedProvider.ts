import type { Eip1193Provider } from '../connectors/types'
import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'

/** The provider of the wallet connected for a namespace (the active one by default); throws when none is. */
export function getConnectedProvider(p: Portico, namespace = p.$activeNamespace.get()): Eip1193Provider {
  const session = namespace && p.walletSessions.byNamespace.get(namespace)
  if (!session) throw new PorticoError('NOT_CONNECTED', { params: { namespace: namespace ?? 'none' } })
  return session.provider
}
