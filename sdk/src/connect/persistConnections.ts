import type { Namespace } from '../constants'
import type { WritablePortico } from '../portico/types'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { connectionsView } from './connections'

/** Stores every connection (wallet, accounts, the account in use), for the reconnect after a reload. */
export function persistConnections(p: WritablePortico): void {
  const held = p.walletSessions.$held.get()
  const view = connectionsView(held, p.$chains.get(), p.$activeNamespace.get())
  const stored: Partial<
    Record<Namespace, { connectorId: string; accounts: { address: string }[]; address: string }[]>
  > = {}
  for (const c of view) {
    const list = stored[c.namespace] ?? []
    list.push({ connectorId: c.connector.id, accounts: c.accounts.map((address) => ({ address })), address: c.address })
    stored[c.namespace] = list
  }
  if (view.length > 0) p.storage.write(SESSION_KEYS.connections, stored)
  else p.storage.remove(SESSION_KEYS.connections)
}
