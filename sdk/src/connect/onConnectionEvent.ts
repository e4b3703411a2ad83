import type { Portico } from '../instance/types'
import type { ConnectionEvent } from './sessions'

/** Listens for connect and disconnect outcomes (success, error); returns the removal. */
export function onConnectionEvent(p: Portico, listener: (event: ConnectionEvent) => void): () => void {
  p.walletSessions.listeners.add(listener)
  return () => void p.walletSessions.listeners.delete(listener)
}

export function emitConnectionEvent(p: Portico, event: ConnectionEvent): void {
  for (const listener of p.walletSessions.listeners) listener(event)
}
