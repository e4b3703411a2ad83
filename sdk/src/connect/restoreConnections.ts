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
 * How long a namespace's current wallet, stored but not announced yet, is waited for before the next stored
 * connection of that namespace takes its place (an EIP-6963 wallet may announce itself after the first request).
 */
export const LATE_WALLET_WAIT_MS = 1_000

/** A namespace's wait for its current wallet: the promise its other connections wait on, and how to end it. */
interface Gate {
  passed: Promise<unknown>
  /** Ends the wait, the others following `settled` (the current wallet's restore) when there is one. */
  open: (settled?: Promise<unknown>) => void
}

/**
 * The body of `reconnect`, fetched only when storage holds a connection to restore (`waiting`: each namespace to its
 * stored connector id). Each namespace's current connection comes back first; with `features.multiWallet`, every
 * other stored connection too, each with the account that was in use. Each stands alone: when the current one
 * cannot come back (it fails, or is not announced within LATE_WALLET_WAIT_MS, the namespace showing 'reconnecting'
 * meanwhile), the next one stored takes its place (and is active if that namespace was). A stored wallet not
 * discovered yet is reconnected when it announces itself, however late (beside the one that took its place).
 * Resolves with the namespaces reconnected right away.
 */
export async function restoreConnections(p: WritablePortico, waiting: Map<Namespace, string>): Promise<Namespace[]> {
  const others = heldToRestore(p, waiting)
  const stored = [...others.waiting.values()]
  const attempts: Promise<Namespace | undefined>[] = []
  // Namespaces whose stored current connection did not come back: the next stored one takes its place.
  const failed = new Set<Namespace>()
  const gates = new Map<Namespace, Gate>()
  let stopped = false
  const giveUp = (namespace: Namespace, id: string) => {
    if (!waiting.has(namespace)) return
    waiting.delete(namespace)
    if (!stopped) {
      failed.add(namespace)
      // Still brought back should it announce itself later, beside the one that takes its place.
      others.waiting.set(`${namespace}:${id}`, { namespace, connectorId: id, address: others.current.get(namespace) })
      const next = stored.some((s) => s.namespace === namespace && findConnector(p, { id: s.connectorId, namespace }))
      if (!next) updateAccountState(p, { status: 'disconnected' }, namespace)
    }
    gates.get(namespace)?.open()
  }
  for (const [namespace, id] of waiting) {
    if (findConnector(p, { id, namespace }) || !stored.some((s) => s.namespace === namespace)) continue
    let open: Gate['open'] = () => undefined
    const passed = new Promise<unknown>((resolve) => (open = resolve))
    gates.set(namespace, { passed, open })
    updateAccountState(p, { status: 'reconnecting' }, namespace)
    p.platform.setTimeout(() => giveUp(namespace, id), LATE_WALLET_WAIT_MS)
  }
  const reconnectFound = () => {
    for (const [namespace, id] of waiting) {
      // Disconnected (or connected to another wallet) meanwhile: nothing to reconnect any more.
      if (p.storage.read(connectedConnectorKey(namespace)) !== id) {
        waiting.delete(namespace)
        gates.get(namespace)?.open()
      }
      const connector = waiting.has(namespace) && findConnector(p, { id, namespace })
      if (!connector) continue
      waiting.delete(namespace)
      const address = others.current.get(namespace)
      const attempt = reconnectOne(p, namespace, connector, address).then((ok) => {
        if (ok) return namespace
        failed.add(namespace)
        return undefined
      })
      attempts.push(attempt)
      gates.get(namespace)?.open(attempt)
    }
    for (const [key, held] of others.waiting) {
      const connector = findConnector(p, { id: held.connectorId, namespace: held.namespace })
      if (!connector) continue
      others.waiting.delete(key)
      // The namespace's current connection first (or the wait for it), so this one is held beside it.
      const after = Promise.all([...attempts, gates.get(held.namespace)?.passed])
      attempts.push(
        after
          .then(() => reconnectHeldWallet(p, held.namespace, connector, held.address, failed.has(held.namespace)))
          .then(() =>
            p.walletSessions.byNamespace.get(held.namespace)?.connector === connector ? held.namespace : undefined,
          ),
      )
    }
  }
  reconnectFound()
  if (waiting.size + others.waiting.size > 0) {
    const unlisten = p.$connectors.listen(() => {
      reconnectFound()
      if (waiting.size + others.waiting.size > 0) return
      unlisten()
      if (p.walletSessions.stopReconnect === stop) p.walletSessions.stopReconnect = undefined
    })
    const stop = () => {
      stopped = true
      unlisten()
    }
    p.walletSessions.stopReconnect = stop
  }
  // A late current wallet's restore counts too (its gate follows it).
  const done = await Promise.all([...attempts, ...[...gates.values()].map((g) => g.passed)])
  // The active namespace's wallets all failed to come back: the first connection left becomes the active one.
  const first = p.walletSessions.$held.get()[0]
  const network = first && p.$chains.get()[first.namespace]?.networkState.caipNetwork
  if (network && !p.$connections.get().some((c) => c.active)) setActiveNetwork(p, network)
  return [...new Set(done.filter((ns): ns is Namespace => ns !== undefined))]
}
