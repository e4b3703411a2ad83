import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'

/** Reloads the frame (after an abandoned Farcaster login, for instance); nothing to do before it exists. */
export const reloadEmbedded = defineAction(async (p): Promise<void> => {
  const session = authConnector(p).embedded
  if (session.hasFrame()) await session.request('RELOAD', undefined)
})
