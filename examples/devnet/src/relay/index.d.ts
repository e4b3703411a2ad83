// Types of the devnet relay (src/relay/index.js).

export interface RelayLogger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

export interface StartRelayOptions {
  /** Port to listen on; 0 picks a free one. Default: env DEVNET_RELAY_PORT, else 8789. */
  port?: number
  /** Interface to bind. Default 127.0.0.1. */
  host?: string
  /** No log lines (ignored when `logger` is given). */
  quiet?: boolean
  /** Where log lines go. Default: the console. */
  logger?: RelayLogger
  /** How often every socket is pinged, in ms. Default 15 000 (clients drop a socket unpinged for 35 s). */
  pingIntervalMs?: number
  /** Clock for message timestamps and ttl, ms since epoch. Default Date.now. */
  now?: () => number
}

export interface Relay {
  /** `ws://host:port`, the `relayUrl` for WalletConnect clients. */
  url: string
  port: number
  /** Closes every socket, then the server. */
  stop(): Promise<void>
  /** Counts by JSON-RPC method (requests received, and `irn_subscription` pushes sent) plus `connections`. */
  stats(): Record<string, number>
}

export function startRelay(options?: StartRelayOptions): Promise<Relay>
