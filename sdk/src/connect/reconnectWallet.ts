import type { Namespace } from '../constants'
import type { Connector } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { applyConnection } from './applyConnection'
import { providerOf } from './providerOf'
import { walletAccounts } from './walletAccounts'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import { clearNamespace } from './clearNamespace'
import { emitConnectionEvent } from './watchConnectionEvents'
import { activeEntry } from './activeEntry'
import { connectionIdOf } from './connections'
import { persistConnections } from './persistConnections'
import { watchHeld } from './watchHeld'

/**
 * The wallet-talking body of `reconnect`, fetched only when storage holds a connection to restore: asks the
 * wallet silently (no prompt) for its accounts; a wallet that no longer shares an account (or fails) is
 * forgotten. Resolves with whether the namespace is connected again.
 */
export async function reconnectWallet(
  p: WritablePortico,
  namespace: Namespace,
  connector: Connector,
  address?: string,
): Promise<boolean> {
  try {
    const provider = await providerOf(connector)
    const accounts = await walletAccounts(p, connector, provider, namespace, true)
    if (accounts.addresses.length === 0) {
      clearNamespace(p, namespace)
      return false
    }
    // The namespace active before the reload stays active.
    applyConnection(p, namespace, connector, provider, accounts, { activate: false, address })
  } catch (error) {
    reportError(p, toPorticoError(error))
    clearNamespace(p, namespace)
    return false
  }
  emitConnectionEvent(p, { type: 'connect_success', namespace, connectorId: connector.id })
  return true
}

/**
 * Brings back, silently, a connection held beside its namespace's current one: asks the wallet for its accounts
 * without a prompt and holds the connection (the account in use kept when still granted), followed in the
 * background. A wallet that shares no account any more, or fails, is forgotten (a failure is reported). With
 * `promote`, a namespace left without a current connection (its current wallet did not come back) gets this one.
 */
export async function reconnectHeldWallet(
  p: WritablePortico,
  namespace: Namespace,
  connector: Connector,
  address: string | undefined,
  promote = false,
): Promise<void> {
  const id = connectionIdOf(namespace, connector.id)
  const current = p.walletSessions.byNamespace.get(namespace)
  if (!current && promote) {
    await reconnectWallet(p, namespace, connector, address)
    return
  }
  if (!current || current.connector.id === connector.id) return
  try {
    const provider = await providerOf(connector)
    const accounts = await walletAccounts(p, connector, provider, namespace, true)
    const adapter = p.$options.get().adapters.find((a) => a.namespace === namespace)
    const entries = accounts.addresses.map((a, i) => {
      const type = accounts.types?.[i]
      return { address: adapter?.formatAddress?.(a) ?? a, ...(type && { type }) }
    })
    const chosen = entries.find((e) => e.address === address) ?? activeEntry(p, namespace, entries)
    if (!chosen || p.walletSessions.$held.get().some((h) => h.id === id)) return
    const held = { id, namespace, connector, provider, accounts: entries, address: chosen.address }
    const unwatch = watchHeld(p, id, provider)
    p.walletSessions.$held.set([...p.walletSessions.$held.get(), { ...held, chainId: accounts.chainId, unwatch }])
  } catch (error) {
    reportError(p, toPorticoError(error))
  } finally {
    persistConnections(p)
  }
}
