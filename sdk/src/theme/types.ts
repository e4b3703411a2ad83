import type { ThemeMode } from '../validation/isThemeMode'

export type { ThemeMode }

/** Integrator theme variables (spec §9): accent, font, radius and size masters, z-index, QR colour… */
export type ThemeVariables = Record<string, string | number>

/** The state of `$theme`: the mode and the variables. */
export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}
