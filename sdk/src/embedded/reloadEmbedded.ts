import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'

/** What `reloadEmbedded` returns. */
export type ReloadEmbeddedReturnType = undefined

/**
 * Reloads the frame (after an abandoned Farcaster login, for instance); nothing to do before it exists.
 *
 * @example
 * await reloadEmbedded(portico)
 */
export const reloadEmbedded = defineAction(async (p): Promise<void> => {
  const session = authConnector(p).embedded
  if (session.hasFrame()) await session.request('RELOAD', undefined)
})

/** The error codes `reloadEmbedded` can throw. */
export type ReloadEmbeddedErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
