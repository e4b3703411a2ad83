import type { ThemeMode } from './tokens'

// The semantic colours of the two built-in themes. Text/surface pairs keep a WCAG contrast of at least
// 4.5:1 (checked by palettes.test.ts). `mix`/`mixStrength` default to "no mix".

export const PALETTE_KEYS = [
  'surface1',
  'surface2',
  'surface3',
  'textPrimary',
  'textSecondary',
  'textInverse',
  'accent',
  'accentHover',
  'onAccent',
  'link',
  'border',
  'danger',
  'success',
  'warning',
  'focusRing',
  'overlay',
  'skeleton',
  'shimmer',
  'mix',
  'mixStrength',
  'qrColor',
  'qrBackground',
] as const
export type PaletteKey = (typeof PALETTE_KEYS)[number]
export type Palette = Readonly<Record<PaletteKey, string>>

/** The colours that the integrator colour mix applies to. */
export const MIXED_KEYS = ['surface1', 'surface2', 'surface3', 'border'] as const satisfies readonly PaletteKey[]

export const darkPalette: Palette = {
  surface1: '#141414',
  surface2: '#202020',
  surface3: '#2a2a2a',
  textPrimary: '#f2f2f2',
  textSecondary: '#a8a8a8',
  textInverse: '#141414',
  accent: '#0a6cd6',
  accentHover: '#0a5fc0',
  onAccent: '#ffffff',
  link: '#6fb7ff',
  border: '#333333',
  danger: '#ff6b6b',
  success: '#3ccf7a',
  warning: '#f5b942',
  focusRing: '#6fb7ff',
  overlay: 'rgba(0, 0, 0, 0.6)',
  skeleton: '#262626',
  shimmer: '#333333',
  mix: '#000000',
  mixStrength: '0',
  qrColor: '#000000',
  qrBackground: '#ffffff',
}

export const lightPalette: Palette = {
  surface1: '#ffffff',
  surface2: '#f3f3f3',
  surface3: '#e6e6e6',
  textPrimary: '#141414',
  textSecondary: '#5c5c5c',
  textInverse: '#ffffff',
  accent: '#0a66c8',
  accentHover: '#0956ab',
  onAccent: '#ffffff',
  link: '#0a5cb8',
  border: '#e0e0e0',
  danger: '#b91f27',
  success: '#126b33',
  warning: '#845000',
  focusRing: '#0a66c8',
  overlay: 'rgba(0, 0, 0, 0.4)',
  skeleton: '#ececec',
  shimmer: '#f6f6f6',
  mix: '#000000',
  mixStrength: '0',
  qrColor: '#000000',
  qrBackground: '#ffffff',
}

export const palettes: Readonly<Record<ThemeMode, Palette>> = { dark: darkPalette, light: lightPalette }
