import { mixColors, parseColor } from './contrast'
import { cssVariable, type PorticoThemeOverrides, type PorticoThemeStyle } from './createPorticoTheme'
import { MIXED_KEYS, palettes } from './palettes'
import type { ThemeMode } from './tokens'

/**
 * For browsers without CSS `color-mix()`: the mixed surface and border colours of one mode, computed in JavaScript
 * as plain values (the same result as the CSS). Spread it under `createPorticoTheme(overrides)`'s result; colours the
 * overrides set are left to them. Kept apart from `createPorticoTheme` so the palettes only load for those who ask.
 */
export function computeColorMix(mode: ThemeMode, overrides: PorticoThemeOverrides = {}): PorticoThemeStyle {
  const palette = palettes[mode]
  if (!palette) throw new TypeError(`computeColorMix: the mode must be "dark" or "light"`)
  const mix = overrides.colorMix ?? palette.mix
  if (!parseColor(mix)) {
    throw new TypeError(`computeColorMix: "colorMix" must be a hex or rgb() colour, got ${JSON.stringify(mix)}`)
  }
  const strength = overrides.colorMixStrength ?? Number(palette.mixStrength)
  const style: PorticoThemeStyle = {}
  for (const key of MIXED_KEYS) {
    if (overrides[key] === undefined) style[cssVariable('color', key)] = mixColors(palette[key], mix, strength)
  }
  return style
}
