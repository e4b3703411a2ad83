// @ts-check
// Every number the devnet relay uses, named.

/** Port the relay listens on when neither the options nor DEVNET_RELAY_PORT name one. */
export const DEFAULT_RELAY_PORT = 8789

/** Interface the relay binds to: loopback only. */
export const DEFAULT_RELAY_HOST = '127.0.0.1'

/**
 * How often the relay pings every socket. WalletConnect clients in Node drop a socket that has not been
 * pinged for 35 s, so this must stay well below that.
 */
export const PING_INTERVAL_MS = 15_000

/** WebSocket close code for a connection without a readable `auth` JWT (1008 = policy violation). */
export const CLOSE_CODE_UNAUTHORIZED = 1008

/** WebSocket close code sent to every socket when the relay stops (1001 = going away). */
export const CLOSE_CODE_GOING_AWAY = 1001

/** JSON-RPC 2.0 error codes. */
export const JSON_RPC_PARSE_ERROR = -32700
export const JSON_RPC_INVALID_REQUEST = -32600
export const JSON_RPC_METHOD_NOT_FOUND = -32601
export const JSON_RPC_INVALID_PARAMS = -32602
export const JSON_RPC_INTERNAL_ERROR = -32603

/** Milliseconds in a second: message ttl is given in seconds. */
export const MS_PER_SECOND = 1000

/** Tags the WalletConnect relay gives the messages it publishes on behalf of wc_proposeSession / wc_approveSession. */
export const TAG_SESSION_PROPOSAL = 1100
export const TAG_SESSION_PROPOSAL_RESPONSE = 1101
export const TAG_SESSION_SETTLE = 1102

/** Tag used when a publish carries none. */
export const TAG_NONE = 0
