import type { ThemeMode } from './types'
import { checkParam, objectParam } from '../validation/checkParam'
import { themeModeSchema } from '../validation/isThemeMode'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `setThemeMode`. */
export interface SetThemeModeParams {
  themeMode: ThemeMode
}
/** What `setThemeMode` returns. */
export type SetThemeModeReturnType = undefined
/** The error codes `setThemeMode` can throw. */
export type SetThemeModeErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'

/**
 * Sets the modal's theme mode: light or dark.
 *
 * @example
 * setThemeMode(portico, { themeMode: 'dark' })
 */
export function setThemeMode(p: Portico, params: SetThemeModeParams): SetThemeModeReturnType {
  return runAction(p, (p): SetThemeModeReturnType => {
    const { themeMode } = checkParam('params', objectParam({ themeMode: themeModeSchema }), params)
    p.$theme.set({ ...p.$theme.get(), themeMode })
  })
}
