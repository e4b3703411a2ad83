import { errorFactory } from '../errors/errorFactory'

/**
 * The messages of the wallet code a connection fetches (reading the wallet's provider and accounts, ending its
 * sessions); the connect and disconnect checks that run at once keep the core's.
 */
export const CONNECT_MESSAGES = {
  CONNECTOR_NO_PROVIDER: 'Connector {id} has no provider',
  NO_ACCOUNTS: 'The wallet shared no account',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains',
} as const

/** A `PorticoError` of the wallet code a connection fetches. */
export const connectError = errorFactory(CONNECT_MESSAGES)
