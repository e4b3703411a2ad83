import { useStore } from './useStore'
import { setThemeMode, setThemeVariables, type ThemeState } from '@portico/sdk'
import { usePortico } from './usePortico'

export interface UseTheme extends ThemeState {
  setThemeMode(mode: ThemeState['themeMode']): void
  setThemeVariables(variables: ThemeState['themeVariables']): void
}

/** The instance's theme (`$theme`) and its actions. */
export function useTheme(): UseTheme {
  const portico = usePortico()
  const theme = useStore(portico.$theme)
  return {
    ...theme,
    setThemeMode: (mode) => setThemeMode(portico, { themeMode: mode }),
    setThemeVariables: (variables) => setThemeVariables(portico, { themeVariables: variables }),
  }
}
