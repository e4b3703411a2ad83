import type { Namespace } from '../constants'
import type { Eip1193Provider } from '../connectors/types'
import type { Portico, WritablePortico } from '../portico/types'
import { connectedConnectorKey } from '../storage/keys'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { clearNamespace } from './clearNamespace'
import { SHARED_SESSION_TYPES } from './connections'
import { resetPairing } from './resetPairing'
import { connectError } from './messages'

/**
 * The namespaces `disconnect` ends: `namespace` and the others connected through the same kind of shared session
 * (WalletConnect, embedded wallet), or, without one, every namespace connected or remembered for a reconnect.
 */
export function namespacesToDisconnect(p: Portico, namespace: Namespace | undefined): Namespace[] {
  const statuses = p.$connection.get().status
  // Connected now, or remembered for a reconnect still to come.
  const connected = [
    ...new Set([
      ...p.walletSessions.byNamespace.keys(),
      ...(Object.keys(statuses) as Namespace[]).filter((ns) => statuses[ns] === 'connected'),
      ...(Object.keys(p.$chains.get()) as Namespace[]).filter((ns) => p.storage.read(connectedConnectorKey(ns))),
    ]),
  ]
  if (!namespace) return connected
  const type = p.walletSessions.byNamespace.get(namespace)?.connector.type
  if (!type || !SHARED_SESSION_TYPES.includes(type)) return [namespace]
  const sharing = connected.filter((ns) => p.walletSessions.byNamespace.get(ns)?.connector.type === type)
  return [...new Set([namespace, ...sharing])]
}

/**
 * Ends the wallets' sessions of `namespaces` (each provider once) and clears their account and network state, the
 * pairing link and the stored social provider. Local state is cleared even when a wallet fails to end its session;
 * the first failure is then thrown as DISCONNECT_CHAINS_FAILED. The part of `disconnect` that runs only once a user
 * disconnects: it loads with the first disconnect (fetched ahead once a wallet is connected, see `applyConnection`).
 */
export async function endSessions(p: WritablePortico, namespaces: Namespace[]): Promise<void> {
  const failures: unknown[] = []
  const ended = new Set<Eip1193Provider>()
  const sessions = [
    ...namespaces.map((ns) => p.walletSessions.byNamespace.get(ns)),
    ...p.walletSessions.$held.get().filter((h) => namespaces.includes(h.namespace)),
  ]
  for (const session of sessions) {
    if (session?.connector.disconnect && !ended.has(session.provider)) {
      ended.add(session.provider)
      await session.connector.disconnect().catch((error: unknown) => failures.push(error))
    }
  }
  for (const namespace of namespaces) clearNamespace(p, namespace)
  resetPairing(p)
  p.storage.remove(SESSION_KEYS.socialProvider)
  if (failures.length > 0) throw connectError('DISCONNECT_CHAINS_FAILED', { cause: failures[0] })
}
