import type { Namespace } from '../constants'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import type { WritablePortico } from '../portico/types'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { applyConnection } from './applyConnection'
import { clearNamespace } from './clearNamespace'
import { isCurrent, SHARED_SESSION_TYPES } from './connections'
import { heldById } from './heldById'
import { persistConnections } from './persistConnections'
import { resetPairing } from './resetPairing'

/**
 * The body of `disconnect(p, { connectionId })`, fetched with the wallet code (it may make another wallet current): ends that wallet's session (a WalletConnect or embedded-wallet
 * session with all the connections it serves) and forgets its connections. In a namespace whose current
 * connection leaves, the next held one takes its place; when the active connection leaves, the first one left
 * becomes active. Local state is cleared even when the wallet fails to end its session (the failure is returned).
 * Resolves with the namespaces touched, the accounts that left (CAIP addresses) and the wallet's failure, if any.
 */
export async function disconnectConnection(
  p: WritablePortico,
  connectionId: string,
): Promise<{ namespaces: Namespace[]; caipAddresses: string[]; failure: unknown }> {
  const target = heldById(p, connectionId)
  const shared = SHARED_SESSION_TYPES.includes(target.connector.type)
  const leaving = p.walletSessions.$held
    .get()
    .filter((h) => h.id === connectionId || (shared && h.connector.type === target.connector.type))
  const shown = p.$connections.get().filter((c) => leaving.some((h) => h.id === c.id))
  const activeLeft = shown.some((c) => c.active)
  const caipAddresses = shown.map((c) => `${c.namespace}:${c.chainId}:${c.address}`)
  let failure: unknown
  if (target.connector.disconnect) await target.connector.disconnect().catch((error: unknown) => (failure = error))

  const namespaces = [...new Set(leaving.map((h) => h.namespace))]
  for (const h of leaving) {
    const current = isCurrent(p.$chains.get(), h)
    h.unwatch?.()
    p.walletSessions.$held.set(p.walletSessions.$held.get().filter((other) => other.id !== h.id))
    if (!current) continue
    const next = p.walletSessions.$held.get().find((other) => other.namespace === h.namespace)
    if (!next) {
      clearNamespace(p, h.namespace)
      continue
    }
    next.unwatch?.()
    const accounts = {
      addresses: next.accounts.map((a) => a.address),
      chainId: next.chainId,
      types: next.accounts.map((a) => a.type),
    }
    applyConnection(p, next.namespace, next.connector, next.provider, accounts, {
      activate: false,
      address: next.address,
    })
  }
  const first = p.walletSessions.$held.get()[0]
  const network = first && p.$chains.get()[first.namespace]?.networkState.caipNetwork
  if (activeLeft && network && !p.$connections.get().some((c) => c.active)) setActiveNetwork(p, network)
  if (target.connector.type === 'WALLET_CONNECT') resetPairing(p)
  if (target.connector.type === 'AUTH') p.storage.remove(SESSION_KEYS.socialProvider)
  persistConnections(p)
  return { namespaces, caipAddresses, failure }
}
