import type { Namespace } from '../constants'
import type { Eip1193Provider } from '../connectors/types'
import { PorticoError } from '../errors'
import type { WritablePortico } from '../instance/types'
import { STORAGE_KEYS } from '../storage/keys'
import { clearNamespace } from './clearNamespace'
import { resetPairing } from './resetPairing'

/**
 * The half of `disconnect` that loads when it runs: asks each wallet to end its session (once per shared session),
 * clears each namespace's state even when its wallet fails, forgets the pairing link and the stored social provider.
 * Throws 'Failed to disconnect chains' with the first wallet's failure once everything local is cleared.
 */
export async function endSessions(p: WritablePortico, namespaces: readonly Namespace[]): Promise<void> {
  const failures: unknown[] = []
  const ended = new Set<Eip1193Provider>()
  for (const namespace of namespaces) {
    const session = p.walletSessions.byNamespace.get(namespace)
    if (session?.connector.disconnect && !ended.has(session.provider)) {
      ended.add(session.provider)
      await session.connector.disconnect().catch((error: unknown) => failures.push(error))
    }
    clearNamespace(p, namespace)
  }
  resetPairing(p)
  p.storage.remove(STORAGE_KEYS.socialProvider)
  if (failures.length > 0) throw new PorticoError('DISCONNECT_CHAINS_FAILED', { cause: failures[0] })
}
