import type { Namespace } from '../constants'
import { updateAccountState } from '../chains/updateAccountState'
import { findConnector } from '../connectors/findConnector'
import { watchConnectors } from '../connectors/watchConnectors'
import { connectedConnectorKey } from '../storage/keys'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `reconnect` throws: only a failure of its own; a wallet that cannot be restored is reported, not thrown. */
export type ReconnectErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'

/** What `reconnect` returns. */
export type ReconnectReturnType = Namespace[]

/**
 * Starts the connectors (see `watchConnectors`) and, unless `enableReconnect` is off, reconnects each namespace
 * to the connector stored for it, silently (no prompt). Storage is read at once; the code that restores connections
 * is fetched only when it holds one (a fresh visitor loads none), and a namespace whose wallet is known already shows
 * 'reconnecting' meanwhile; when that code cannot be loaded the error is reported and the namespaces show
 * disconnected, their stored connections kept for the next start. With `features.multiWallet`, every stored
 * connection comes back, each with the account that was in use, after its namespace's current one; each stands alone:
 * when the current one cannot come back (it fails, or has not announced itself within a second, the namespace showing
 * 'reconnecting' meanwhile), the next one stored takes its place (and is active if that namespace was). A stored
 * wallet not discovered yet is reconnected when it announces itself, however late. Resolves with the namespaces
 * reconnected right away.
 *
 * @example
 * const namespaces = await reconnect(portico) // ['eip155'] when the wallet remembered the site
 */
export function reconnect(p: Portico): Promise<Namespace[]> {
  return runAction(p, async (p) => {
    watchConnectors(p)
    if (!p.$options.get().enableReconnect) return []
    const waiting = new Map<Namespace, string>()
    for (const namespace of Object.keys(p.$chains.get()) as Namespace[]) {
      const id = p.storage.read(connectedConnectorKey(namespace))
      if (id && !p.walletSessions.byNamespace.has(namespace)) waiting.set(namespace, id)
    }
    // A reconnect still waiting for a wallet to announce itself gives way to this one.
    p.walletSessions.stopReconnect?.()
    p.walletSessions.stopReconnect = undefined
    if (waiting.size === 0) return []
    const known = [...waiting].filter(([namespace, id]) => findConnector(p, { id, namespace }))
    for (const [namespace] of known) updateAccountState(p, { status: 'reconnecting' }, namespace)
    const restore = await import('./restoreConnections').catch((error: unknown) => {
      reportError(p, toPorticoError(error))
      for (const [namespace] of known) updateAccountState(p, { status: 'disconnected' }, namespace)
    })
    return restore ? restore.restoreConnections(p, waiting) : []
  })
}
