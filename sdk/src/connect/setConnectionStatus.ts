import type { Namespace } from '../constants'
import { SESSION_KEYS } from '../storage/sessionKeys'
import type { ConnectionStatus } from './types'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** Sets a namespace's connection status and persists which namespaces are connected. */
export function setConnectionStatus(p: Portico, namespace: Namespace, status: ConnectionStatus) {
  return runAction(p, (p) => {
    const state = p.$connection.get()
    const byNamespace = { ...state.status, [namespace]: status }
    p.$connection.set({ ...state, status: byNamespace })

    const connected = Object.entries(byNamespace)
      .filter(([, value]) => value === 'connected')
      .map(([ns]) => ns as Namespace)
    p.storage.write(SESSION_KEYS.connectedNamespaces, connected)
    p.storage.write(SESSION_KEYS.connectionStatus, connected.length > 0 ? 'connected' : 'disconnected')
  })
}
