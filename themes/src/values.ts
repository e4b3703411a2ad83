import { vars } from './contract.css'
import { MIXED_KEYS, type Palette } from './palettes'
import { tokens } from './tokens'

// The values the theme CSS assigns to the contract: sizes derived from the masters, component tokens derived
// from the semantic colours (as `var(--portico-…)` references, so an integrator override flows through).

type Values<T> = { readonly [K in keyof T]: T[K] extends string ? string : Values<T[K]> }
type Contract = typeof vars

const times = (master: string, factor: number) => `calc(${master} * ${factor})`

export const fontValues: Values<Contract['font']> = {
  family: tokens.fontFamily,
  sizeMaster: tokens.fontSizeMaster,
  size: {
    xs: times(vars.font.sizeMaster, tokens.fontSizeScale.xs),
    sm: times(vars.font.sizeMaster, tokens.fontSizeScale.sm),
    md: times(vars.font.sizeMaster, tokens.fontSizeScale.md),
    lg: times(vars.font.sizeMaster, tokens.fontSizeScale.lg),
    xl: times(vars.font.sizeMaster, tokens.fontSizeScale.xl),
    xxl: times(vars.font.sizeMaster, tokens.fontSizeScale.xxl),
  },
  weight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.2', normal: '1.45' },
}

export const borderRadiusValues: Values<Contract['borderRadius']> = {
  master: tokens.borderRadiusMaster,
  xs: times(vars.borderRadius.master, tokens.borderRadiusScale.xs),
  sm: times(vars.borderRadius.master, tokens.borderRadiusScale.sm),
  md: times(vars.borderRadius.master, tokens.borderRadiusScale.md),
  lg: times(vars.borderRadius.master, tokens.borderRadiusScale.lg),
  full: tokens.borderRadiusFull,
}

/** Every token except the colours: the same for both themes. */
export const sharedValues = {
  font: fontValues,
  borderRadius: borderRadiusValues,
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  zIndex: String(tokens.zIndex),
  duration: { short: tokens.durationShort, medium: tokens.durationMedium, long: tokens.durationLong },
  easing: { standard: tokens.easing },
  size: { modalWidth: tokens.modalWidth },
  button: {
    primaryBackground: vars.color.accent,
    primaryBackgroundHover: vars.color.accentHover,
    primaryText: vars.color.onAccent,
    secondaryBackground: vars.color.surface2,
    secondaryBackgroundHover: vars.color.surface3,
    secondaryText: vars.color.textPrimary,
    radius: vars.borderRadius.md,
    height: '40px',
  },
  input: {
    background: vars.color.surface2,
    text: vars.color.textPrimary,
    placeholder: vars.color.textSecondary,
    border: vars.color.border,
    borderFocus: vars.color.accent,
    radius: vars.borderRadius.md,
  },
  modal: {
    background: vars.color.surface1,
    text: vars.color.textPrimary,
    border: vars.color.border,
    radius: times(vars.borderRadius.master, 8),
    width: vars.size.modalWidth,
    overlay: vars.color.overlay,
    shadow: '0 8px 32px rgba(0, 0, 0, 0.24)',
    zIndex: vars.zIndex,
  },
  listItem: {
    background: vars.color.surface2,
    backgroundHover: vars.color.surface3,
    text: vars.color.textPrimary,
    secondaryText: vars.color.textSecondary,
    radius: vars.borderRadius.md,
  },
  badge: { background: vars.color.surface3, text: vars.color.textPrimary, radius: vars.borderRadius.full },
  snackbar: {
    background: vars.color.surface3,
    text: vars.color.textPrimary,
    border: vars.color.border,
    radius: vars.borderRadius.full,
    zIndex: `calc(${vars.zIndex} + 1)`,
  },
  tooltip: {
    background: vars.color.textPrimary,
    text: vars.color.textInverse,
    radius: vars.borderRadius.sm,
    zIndex: `calc(${vars.zIndex} + 2)`,
  },
} satisfies Values<Omit<Contract, 'color' | 'qr'>>

/** The colour groups of the contract for one palette. */
export function colorValues(palette: Palette): Values<Pick<Contract, 'color' | 'qr'>> {
  const { qrColor, qrBackground, ...color } = palette
  return { color, qr: { color: qrColor, background: qrBackground } }
}

/** The mixed colours as CSS `color-mix()`: the base colour, `100 - strength` percent of it, and the mix colour. */
export function colorMixValues(palette: Palette): Partial<Values<Contract['color']>> {
  const mixed: Partial<Record<(typeof MIXED_KEYS)[number], string>> = {}
  for (const key of MIXED_KEYS) {
    mixed[key] = `color-mix(in srgb, ${palette[key]} calc(100% - ${vars.color.mixStrength} * 1%), ${vars.color.mix})`
  }
  return mixed
}

/** Durations collapse to zero under reduced motion. */
export const reducedMotionDurations: Values<Contract['duration']> = { short: '0ms', medium: '0ms', long: '0ms' }

/** The feature query under which `color-mix()` is used. */
export const supportsColorMix = '(color: color-mix(in srgb, red 50%, blue))'
