import type { Namespace } from '../constants'
import type { Portico } from '../portico/types'
import { SESSION_KEYS } from '../storage/sessionKeys'

/** A stored connection to bring back beside its namespace's current one. */
export interface StoredHeld {
  namespace: Namespace
  connectorId: string
  address: string | undefined
}

/**
 * What storage says to restore besides each namespace's current connection (`current`, the namespace to its
 * stored connector id): the account each current connection used, and, with `features.multiWallet`, the other
 * connections (keyed `<namespace>:<connector id>`).
 */
export function heldToRestore(
  p: Portico,
  current: ReadonlyMap<Namespace, string>,
): { current: Map<Namespace, string>; waiting: Map<string, StoredHeld> } {
  const stored = p.storage.read(SESSION_KEYS.connections) ?? {}
  const addresses = new Map<Namespace, string>()
  const waiting = new Map<string, StoredHeld>()
  for (const [namespace, list] of Object.entries(stored) as [Namespace, NonNullable<(typeof stored)[Namespace]>][]) {
    if (!p.$chains.get()[namespace]) continue
    for (const entry of list) {
      if (entry.connectorId === current.get(namespace)) {
        if (entry.address) addresses.set(namespace, entry.address)
      } else if (p.$options.get().features.multiWallet && current.has(namespace))
        waiting.set(`${namespace}:${entry.connectorId}`, { namespace, ...entry, address: entry.address })
    }
  }
  return { current: addresses, waiting }
}
