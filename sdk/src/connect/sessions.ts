import type { Namespace } from '../constants'
import type { PorticoError } from '../errors'
import type { Connector, Eip1193Provider } from '../connectors/types'

/** One namespace's live connection: the connector, its provider, and how to stop following its events. */
export interface WalletSession {
  connector: Connector
  provider: Eip1193Provider
  unfollow: () => void
}

/** What `watchConnectionEvents` listeners hear. */
export type ConnectionEvent =
  | { type: 'connect_success'; namespace: Namespace; connectorId: string }
  | { type: 'disconnect_success'; namespaces: Namespace[] }
  | { type: 'disconnect_error'; namespaces: Namespace[]; error: PorticoError }

/** An instance's live wallet connections, connector discovery and connection-event listeners. */
export interface WalletSessions {
  readonly byNamespace: Map<Namespace, WalletSession>
  readonly listeners: Set<(event: ConnectionEvent) => void>
  /** Set while connector discovery runs. */
  stopDiscovery: (() => void) | undefined
  /** Stops waiting for late wallets to reconnect to. */
  stopReconnect: (() => void) | undefined
}

export function createWalletSessions(): WalletSessions {
  return { byNamespace: new Map(), listeners: new Set(), stopDiscovery: undefined, stopReconnect: undefined }
}
