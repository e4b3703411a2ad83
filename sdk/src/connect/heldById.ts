import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import type { HeldConnection } from './sessions'

/** The held connection with this id; an unknown id is an INVALID_PARAMETER naming `connectionId`. */
export function heldById(p: Portico, connectionId: string): HeldConnection {
  const held = p.walletSessions.$held.get().find((h) => h.id === connectionId)
  if (!held)
    throw new PorticoError('INVALID_PARAMETER', {
      params: { name: 'params.connectionId', reason: `no connection ${connectionId}` },
    })
  return held
}
