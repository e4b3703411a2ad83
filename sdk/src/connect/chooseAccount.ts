import { updateAccountState } from '../chains/updateAccountState'
import { PorticoError } from '../errors'
import type { WritablePortico } from '../portico/types'
import { type Connection, isCurrent } from './connections'
import { persistConnections } from './persistConnections'
import type { HeldConnection } from './sessions'
import { switchConnection } from './switchConnection'
import { emitConnectionEvent } from './watchConnectionEvents'

/**
 * The body of `switchAccount`, fetched with the first connection: makes `wanted` (one of the accounts the wallet
 * granted) the account `held` uses, keeps the choice for the next start, and makes that connection the active one.
 * An address the wallet did not grant is an INVALID_PARAMETER naming `params.address`.
 */
export async function chooseAccount(p: WritablePortico, held: HeldConnection, wanted: string): Promise<Connection> {
  const { id: connectionId, namespace, connector } = held
  const adapter = p.$options.get().adapters.find((a) => a.namespace === namespace)
  const address = adapter?.formatAddress?.(wanted) ?? wanted
  const connection = p.$connections.get().find((c) => c.id === connectionId)
  if (!connection?.accounts.includes(address))
    throw new PorticoError('INVALID_PARAMETER', {
      params: { name: 'params.address', reason: `not an account of ${connectionId}` },
    })
  if (isCurrent(p.$chains.get(), held))
    updateAccountState(p, { address, caipAddress: `${namespace}:${connection.chainId}:${address}` }, namespace)
  else
    p.walletSessions.$held.set(p.walletSessions.$held.get().map((h) => (h.id === connectionId ? { ...h, address } : h)))
  persistConnections(p)
  // Another wallet's account: that wallet becomes the active one too (its switch asks for a sign-in if needed).
  if (!connection.active) return switchConnection(p, { connectionId })
  emitConnectionEvent(p, {
    type: 'switch_success',
    kind: 'account',
    namespace,
    connectorId: connector.id,
    connectionId,
  })
  return p.$connections.get().find((c) => c.id === connectionId)!
}
