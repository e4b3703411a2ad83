import { authConnector } from './embeddedSession'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `syncDappData` returns. */
export type SyncDappDataReturnType = undefined

/**
 * Tells the frame which app it serves: metadata, sdk version and type, project id.
 *
 * @example
 * await syncDappData(portico) // the frame takes the app's metadata
 */
export function syncDappData(p: Portico): Promise<void> {
  return runAction(p, async (p): Promise<void> => {
    const { metadata, sdkVersion, sdkType, projectId } = p.$options.get()
    await authConnector(p).embedded.request('SYNC_DAPP_DATA', {
      ...(metadata && { metadata }),
      sdkVersion,
      sdkType,
      projectId,
    })
  })
}

/** The error codes `syncDappData` can throw. */
export type SyncDappDataErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
