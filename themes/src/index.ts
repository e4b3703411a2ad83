// @portico/themes: the theme contract (public CSS variable names), the light and dark themes as static CSS
// (`@portico/themes/styles.css`), design tokens, and integrator overrides as CSS custom properties.
import './themes.css'

export { vars } from './contract.css'
export { themeAttribute, themeSelector, darkTheme, lightTheme } from './themeAttribute'
export { tokens, reducedMotion, bottomSheet, DEFAULT_THEME_MODE, THEME_MODES, type ThemeMode } from './tokens'
export {
  createPorticoTheme,
  type PorticoThemeOverrides,
  type PorticoThemeStyle,
} from './createPorticoTheme'
export { computeColorMix } from './computeColorMix'
export { darkPalette, lightPalette, palettes, type Palette, type PaletteKey } from './palettes'
export { contrastRatio, mixColors, parseColor } from './contrast'
export { variableName, VARIABLE_PREFIX } from './variableName'
export { contractNames } from './contractNames'
