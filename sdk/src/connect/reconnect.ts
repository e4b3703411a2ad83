import type { Namespace } from '../constants'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import { updateAccountState } from '../chains/updateAccountState'
import { findConnector } from '../connectors/findConnector'
import { watchConnectors } from '../connectors/watchConnectors'
import type { Connector } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { connectedConnectorKey } from '../storage/keys'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import { heldToRestore } from './heldToRestore'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/**
 * Reconnects one namespace silently: its status is 'reconnecting' at once, then the wallet code (`reconnectWallet`)
 * is fetched and asks the wallet. When that code cannot be loaded the error is reported and the namespace shows
 * disconnected; its stored connection is kept for the next start.
 */
async function reconnectOne(
  p: WritablePortico,
  namespace: Namespace,
  connector: Connector,
  address: string | undefined,
): Promise<boolean> {
  if (p.walletSessions.byNamespace.has(namespace)) return false
  updateAccountState(p, { status: 'reconnecting' }, namespace)
  const wallet = await import('./reconnectWallet').catch((error: unknown) => {
    reportError(p, toPorticoError(error))
    updateAccountState(p, { status: 'disconnected' }, namespace)
  })
  return wallet ? wallet.reconnectWallet(p, namespace, connector, address) : false
}

/**
 * Reconnects, silently, a stored connection that was not its namespace's current one (`features.multiWallet`).
 * With `promote`, it becomes the namespace's current one if that namespace has none (its current wallet failed to
 * come back or is not announced any more), so one wallet gone drops only itself.
 */
async function reconnectHeld(
  p: WritablePortico,
  namespace: Namespace,
  connector: Connector,
  address: string | undefined,
  promote: () => boolean,
): Promise<void> {
  const wallet = await import('./reconnectWallet').catch((error: unknown) => reportError(p, toPorticoError(error)))
  if (wallet) await wallet.reconnectHeldWallet(p, namespace, connector, address, promote())
}

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
 * to the connector stored for it, silently (no prompt). Storage is read at once; the wallet code is fetched only
 * when it holds a connection to restore (a fresh visitor loads none). With `features.multiWallet`, every stored
 * connection comes back, each with the account that was in use, after its namespace's current one; each stands alone:
 * when the current one cannot come back (it fails or is not announced), the next one stored takes its place (and
 * is active if that namespace was). A stored wallet not discovered yet is reconnected when it announces itself,
 * however late. Resolves with the namespaces reconnected right away.
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
    const others = heldToRestore(p, waiting)
    const attempts: Promise<Namespace | undefined>[] = []
    // Namespaces whose stored current connection did not come back: the next stored one takes its place.
    const failed = new Set<Namespace>()
    const promote = (namespace: Namespace) => () => {
      if (!failed.has(namespace) && !waiting.has(namespace)) return false
      waiting.delete(namespace)
      return true
    }
    const reconnectFound = () => {
      for (const [namespace, id] of waiting) {
        // Disconnected (or connected to another wallet) meanwhile: nothing to reconnect any more.
        if (p.storage.read(connectedConnectorKey(namespace)) !== id) waiting.delete(namespace)
        const connector = waiting.has(namespace) && findConnector(p, { id, namespace })
        if (!connector) continue
        waiting.delete(namespace)
        const address = others.current.get(namespace)
        attempts.push(
          reconnectOne(p, namespace, connector, address).then((ok) => {
            if (ok) return namespace
            failed.add(namespace)
            return undefined
          }),
        )
      }
      for (const [key, stored] of others.waiting) {
        const connector = findConnector(p, { id: stored.connectorId, namespace: stored.namespace })
        if (!connector) continue
        others.waiting.delete(key)
        // The namespace's current connection first, so this one is held beside it.
        const after = Promise.all(attempts.slice())
        attempts.push(
          after
            .then(() => reconnectHeld(p, stored.namespace, connector, stored.address, promote(stored.namespace)))
            .then(() =>
              p.walletSessions.byNamespace.get(stored.namespace)?.connector === connector
                ? stored.namespace
                : undefined,
            ),
        )
      }
    }
    reconnectFound()
    p.walletSessions.stopReconnect?.()
    p.walletSessions.stopReconnect = undefined
    if (waiting.size + others.waiting.size > 0) {
      const stop = p.$connectors.listen(() => {
        reconnectFound()
        if (waiting.size + others.waiting.size > 0) return
        stop()
        p.walletSessions.stopReconnect = undefined
      })
      p.walletSessions.stopReconnect = stop
    }
    const done = await Promise.all(attempts.slice())
    // The active namespace's wallets all failed to come back: the first connection left becomes the active one.
    const first = p.walletSessions.$held.get()[0]
    const network = first && p.$chains.get()[first.namespace]?.networkState.caipNetwork
    if (network && !p.$connections.get().some((c) => c.active)) setActiveNetwork(p, network)
    return [...new Set(done.filter((ns): ns is Namespace => ns !== undefined))]
  })
}
