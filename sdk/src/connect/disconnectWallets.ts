import type { Namespace } from '../constants'
import { isPorticoError, PorticoError } from '../errors'
import type { WritablePortico } from '../portico/types'
import { endSessions, namespacesToDisconnect } from './endSessions'
import { emitConnectionEvent } from './watchConnectionEvents'
import { connectError } from './messages'

/**
 * The body of `disconnect` after its checks, fetched with the first disconnect (ahead once a wallet is connected,
 * see `applyConnection`): ends one connection (`connectionId`, see `disconnectConnection`) or the sessions of
 * `namespace` and those sharing its session, or of every namespace (see `endSessions`); emits
 * `disconnect_success`, or `disconnect_error` and throws: a wallet's failure as DISCONNECT_CHAINS_FAILED, any
 * other as DISCONNECT_FAILED (as `disconnect` does when this code fails to load).
 */
export async function disconnectWallets(
  p: WritablePortico,
  namespace: Namespace | undefined,
  connectionId: string | undefined,
): Promise<void> {
  let namespaces: Namespace[] = []
  try {
    if (connectionId) {
      const { disconnectConnection } = await import('./disconnectConnection')
      const { namespaces: touched, caipAddresses, failure } = await disconnectConnection(p, connectionId)
      namespaces = touched
      if (failure) throw connectError('DISCONNECT_CHAINS_FAILED', { cause: failure })
      emitConnectionEvent(p, { type: 'disconnect_success', namespaces, caipAddresses })
      return
    }
    namespaces = namespacesToDisconnect(p, namespace)
    await endSessions(p, namespaces)
  } catch (cause) {
    const error = isPorticoError(cause, 'DISCONNECT_CHAINS_FAILED')
      ? cause
      : new PorticoError('DISCONNECT_FAILED', { cause })
    emitConnectionEvent(p, { type: 'disconnect_error', namespaces, error })
    throw error
  }
  emitConnectionEvent(p, { type: 'disconnect_success', namespaces })
}
