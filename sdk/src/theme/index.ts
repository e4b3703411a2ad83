export type { ThemeMode, ThemeState, ThemeVariables } from './types'
export {
  setThemeMode,
  type SetThemeModeParams,
  type SetThemeModeReturnType,
  type SetThemeModeErrorType,
} from './setThemeMode'
export {
  setThemeVariables,
  type SetThemeVariablesParams,
  type SetThemeVariablesReturnType,
  type SetThemeVariablesErrorType,
} from './setThemeVariables'
