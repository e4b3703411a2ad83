import { disconnect } from '../connect/disconnect'
import { authConnector } from './embeddedSession'
import { isEmbeddedConnected } from './isEmbeddedConnected'
import { signOutFrame } from './signOutFrame'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `signOut` returns. */
export type SignOutReturnType = undefined

/**
 * Signs out of the embedded wallet: disconnects it (and so every namespace it serves) when connected, else signs
 * the frame out. The frame's answer is awaited at most SIGN_OUT_WAIT_MS; the cached login data is cleared.
 *
 * @example
 * await signOut(portico)
 */
export function signOut(p: Portico): Promise<void> {
  return runAction(p, async (p): Promise<void> => {
    if (isEmbeddedConnected(p)) await disconnect(p, { namespace: 'eip155' })
    else await signOutFrame(p, authConnector(p).embedded)
  })
}

/** The error codes `signOut` can throw. */
export type SignOutErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'DISCONNECT_CHAINS_FAILED'
  | 'DISCONNECT_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'
