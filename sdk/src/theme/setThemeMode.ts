import { defineAction } from '../telemetry/defineAction'
import type { ThemeMode } from './types'
import { checkParam, objectParam } from '../validation/checkParam'
import { themeModeSchema } from '../validation/isThemeMode'

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
export const setThemeMode = /* @__PURE__ */ defineAction((p, params: SetThemeModeParams): SetThemeModeReturnType => {
  const { themeMode } = checkParam('params', objectParam({ themeMode: themeModeSchema }), params)
  p.$theme.set({ ...p.$theme.get(), themeMode })
})
