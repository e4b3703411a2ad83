import type { AccountEntry } from '../chains/types'
import type { Namespace } from '../constants'
import type { Connector, Eip1193Provider } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { connectionIdOf } from './connections'
import type { HeldConnection } from './sessions'
import { watchHeld } from './watchHeld'

/**
 * Records a connection about to become its namespace's current one. The namespace's earlier current connection
 * stays held and is followed in the background (`features.multiWallet`), or is dropped as before that feature
 * (a new connection replaced the namespace's). A connection through the same connector is replaced in place.
 */
export function holdConnection(
  p: WritablePortico,
  namespace: Namespace,
  connector: Connector,
  provider: Eip1193Provider,
  accounts: { entries: AccountEntry[]; address: string; chainId: string },
): void {
  const id = connectionIdOf(namespace, connector.id)
  const multiWallet = p.$options.get().features.multiWallet
  const currentId = p.walletSessions.byNamespace.get(namespace)?.connector.id
  const account = p.$chains.get()[namespace]?.accountState
  const record: HeldConnection = {
    id,
    namespace,
    connector,
    provider,
    accounts: accounts.entries,
    address: accounts.address,
    chainId: accounts.chainId,
  }
  const next: HeldConnection[] = []
  let placed = false
  for (const held of p.walletSessions.$held.get()) {
    if (held.id === id) {
      held.unwatch?.()
      next.push(record)
      placed = true
    } else if (held.namespace !== namespace) next.push(held)
    else if (!multiWallet) held.unwatch?.()
    else if (held.connector.id === currentId && account?.address) {
      next.push({
        ...held,
        accounts: account.allAccounts,
        address: account.address,
        chainId: account.caipAddress?.split(':')[1] ?? held.chainId,
        unwatch: watchHeld(p, held.id, held.provider),
      })
    } else next.push(held)
  }
  p.walletSessions.$held.set(placed ? next : [...next, record])
}
