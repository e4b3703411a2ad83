import type { Portico } from '../portico/types'
import type { ConnectionEvent } from './sessions'

/** The parameters of `watchConnectionEvents`. */
export interface WatchConnectionEventsParams {
  /** Called with each connect and disconnect outcome. */
  onEvent(event: ConnectionEvent): void
}

/** What `watchConnectionEvents` returns. */
export type WatchConnectionEventsReturnType = () => void

/**
 * Follows connect and disconnect outcomes (success, error) until the returned function is called.
 *
 * @example
 * const stop = watchConnectionEvents(portico, {
 *   onEvent: (event) => console.log(event.type), // 'connect_success', 'disconnect_error', …
 * })
 */
export function watchConnectionEvents(p: Portico, params: WatchConnectionEventsParams): () => void {
  const listener = (event: ConnectionEvent) => params.onEvent(event)
  p.walletSessions.listeners.add(listener)
  return () => void p.walletSessions.listeners.delete(listener)
}

export function emitConnectionEvent(p: Portico, event: ConnectionEvent): void {
  for (const listener of p.walletSessions.listeners) listener(event)
}
