import { setActiveNetwork } from '../chains/setActiveNetwork'
import type { WritablePortico } from '../portico/types'
import { type Connection, isCurrent } from './connections'
import type { HeldConnection } from './sessions'
import { emitConnectionEvent } from './watchConnectionEvents'

/**
 * The body of `switchConnection`, fetched with the first connection: makes `held` the active connection (its
 * namespace active on its chain), without asking the wallet, and emits `switch_success`.
 */
export async function activateConnection(p: WritablePortico, held: HeldConnection): Promise<Connection> {
  const { id: connectionId, namespace, connector } = held
  const chain = p.$chains.get()[namespace]
  if (!isCurrent(p.$chains.get(), held)) {
    const { applyConnection } = await import('./applyConnection')
    const types = held.accounts.map((a) => a.type)
    const accounts = { addresses: held.accounts.map((a) => a.address), chainId: held.chainId, types }
    held.unwatch?.()
    applyConnection(p, namespace, connector, held.provider, accounts, { address: held.address })
  } else if (p.$activeNamespace.get() !== namespace && chain?.networkState.caipNetwork)
    setActiveNetwork(p, chain.networkState.caipNetwork)
  emitConnectionEvent(p, {
    type: 'switch_success',
    kind: 'connection',
    namespace,
    connectorId: connector.id,
    connectionId,
  })
  return p.$connections.get().find((c) => c.id === connectionId)!
}
