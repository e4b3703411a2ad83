import { authConnector } from './embeddedSession'
import { isConnectedFrame } from './isConnectedFrame'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `isConnected` returns. */
export type IsConnectedReturnType = boolean

/**
 * Whether the frame's session lives; not connected, or failing to say, clears the cached login data (spec §4).
 *
 * @example
 * if (await isConnected(portico)) console.log('the embedded wallet has a session')
 */
export function isConnected(p: Portico): Promise<boolean> {
  return runAction(p, async (p) => isConnectedFrame(p, authConnector(p).embedded))
}

/** The error codes `isConnected` can throw. */
export type IsConnectedErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
