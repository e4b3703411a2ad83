import { authConnector } from './embeddedSession'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `syncTheme` returns. */
export type SyncThemeReturnType = undefined

/**
 * Gives the frame the app's theme (mode and variables), so its approval panel looks like the modal.
 *
 * @example
 * await syncTheme(portico) // the frame takes the app's theme mode and variables
 */
export function syncTheme(p: Portico): Promise<void> {
  return runAction(p, async (p): Promise<void> => {
    const { themeMode, themeVariables } = p.$theme.get()
    await authConnector(p).embedded.request('SYNC_THEME', { themeMode, themeVariables })
  })
}

/** The error codes `syncTheme` can throw. */
export type SyncThemeErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
