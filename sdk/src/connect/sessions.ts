import { atom, type WritableAtom } from 'nanostores'
import type { AccountEntry } from '../chains/types'
import type { Namespace } from '../constants'
import type { PorticoError } from '../errors'
import type { Connector, Eip1193Provider } from '../connectors/types'

/** One namespace's live connection: the connector, its provider, and how to stop following its events. */
export interface WalletSession {
  connector: Connector
  provider: Eip1193Provider
  unfollow: () => void
}

/**
 * One live connection as the SDK holds it (`features.multiWallet` keeps several per namespace): its wallet, the
 * accounts it granted, the one chosen and its chain. The namespace's current one is also its `WalletSession` and
 * its account state (which then hold the live values); another one is followed by `unwatch`'s listeners.
 */
export interface HeldConnection {
  id: string
  namespace: Namespace
  connector: Connector
  provider: Eip1193Provider
  accounts: AccountEntry[]
  address: string
  chainId: string
  /** Set while the connection is not its namespace's current one: stops following its wallet. */
  unwatch?: (() => void) | undefined
}

/** What `watchConnectionEvents` listeners hear. */
export type ConnectionEvent =
  | { type: 'connect_success'; namespace: Namespace; connectorId: string }
  /** Another connection or account became the one in use (`switchConnection`, `switchAccount`). */
  | {
      type: 'switch_success'
      kind: 'connection' | 'account'
      namespace: Namespace
      connectorId: string
      connectionId: string
    }
  /** With `caipAddresses`: one connection left (`disconnect(p, { connectionId })`), those accounts with it. */
  | { type: 'disconnect_success'; namespaces: Namespace[]; caipAddresses?: string[] }
  | { type: 'disconnect_error'; namespaces: Namespace[]; error: PorticoError }

/** An instance's live wallet connections, connector discovery and connection-event listeners. */
export interface WalletSessions {
  readonly byNamespace: Map<Namespace, WalletSession>
  /** Every live connection, in the order they were made (`$connections` shows them). */
  readonly $held: WritableAtom<HeldConnection[]>
  readonly listeners: Set<(event: ConnectionEvent) => void>
  /** Set while connector discovery runs. */
  stopDiscovery: (() => void) | undefined
  /** Stops waiting for late wallets to reconnect to. */
  stopReconnect: (() => void) | undefined
}

export function createWalletSessions(): WalletSessions {
  return {
    byNamespace: new Map(),
    $held: atom([]),
    listeners: new Set(),
    stopDiscovery: undefined,
    stopReconnect: undefined,
  }
}
