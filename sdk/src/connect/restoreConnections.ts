import type { Namespace } from '../constants'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import { updateAccountState } from '../chains/updateAccountState'
import { findConnector } from '../connectors/findConnector'
import type { Connector } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { connectedConnectorKey } from '../storage/keys'
import { heldToRestore } from './heldToRestore'
import { reconnectHeldWallet, reconnectWallet } from './reconnectWallet'

/** Reconnects one namespace silently: its status is 'reconnecting', then the wallet is asked. */
async function reconnectOne(
  p: WritablePortico,
  namespace: Namespace,
  connector: Connector,
  address: string | undefined,
): Promise<boolean> {
  if (p.walletSessions.byNamespace.has(namespace)) return false
  updateAccountState(p, { status: 'reconnecting' }, namespace)
  return reconnectWallet(p, namespace, connector, address)
}

/**
 * The body of `reconnect`, fetched only when storage holds a connection to restore (`waiting`: each namespace to its
 * stored connector id). Each namespace's current connection comes back first; with `features.multiWallet`, every
 * other stored connection too, each with the account that was in use. Each stands alone: when the current one
 * cannot come back (it fails or is not announced), the next one stored takes its place (and is active if that
 * namespace was). A stored wallet not discovered yet is reconnected when it announces itself, however late.
 * Resolves with the namespaces reconnected right away.
 */
export async function restoreConnections(p: WritablePortico, waiting: Map<Namespace, string>): Promise<Namespace[]> {
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
          .then(() => reconnectHeldWallet(p, stored.namespace, connector, stored.address, promote(stored.namespace)()))
          .then(() =>
            p.walletSessions.byNamespace.get(stored.namespace)?.connector === connector ? stored.namespace : undefined,
          ),
      )
    }
  }
  reconnectFound()
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
}
