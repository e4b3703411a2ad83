import { authConnector } from './embeddedSession'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `reloadEmbedded` returns. */
export type ReloadEmbeddedReturnType = undefined

/**
 * Reloads the frame (after an abandoned Farcaster login, for instance); nothing to do before it exists.
 *
 * @example
 * await reloadEmbedded(portico)
 */
export function reloadEmbedded(p: Portico): Promise<void> {
  return runAction(p, async (p): Promise<void> => {
    const session = authConnector(p).embedded
    if (session.hasFrame()) await session.request('RELOAD', undefined)
  })
}

/** The error codes `reloadEmbedded` can throw. */
export type ReloadEmbeddedErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
