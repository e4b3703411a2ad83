export type { ThemeMode, ThemeState, ThemeVariables } from './types'
export { setThemeMode } from './setThemeMode'
export { setThemeVariables } from './setThemeVariables'
