import { createGlobalThemeContract } from '@vanilla-extract/css'
import { variableName } from './variableName'

// The theme contract. Each leaf becomes a CSS custom property named from its path
// (`color.focusRing` → `--portico-color-focus-ring`). These names are public API: integrators set them,
// so renaming one is a breaking change (the snapshot test guards them).
const shape = {
  color: {
    // Semantic colours
    surface1: null, // modal background
    surface2: null, // raised: inputs, list items
    surface3: null, // highest: hover, badges, snackbar
    textPrimary: null,
    textSecondary: null,
    textInverse: null, // text on a `textPrimary` background (tooltips)
    accent: null,
    accentHover: null,
    onAccent: null, // text on the accent
    link: null, // accent-coloured text on surfaces
    border: null,
    danger: null,
    success: null,
    warning: null,
    focusRing: null,
    overlay: null,
    skeleton: null,
    shimmer: null,
    // Integrator colour mix: surfaces and border are mixed with `mix` by `mixStrength` percent (0–100).
    mix: null,
    mixStrength: null,
  },
  qr: { color: null, background: null },
  font: {
    family: null,
    sizeMaster: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  borderRadius: { master: null, xs: null, sm: null, md: null, lg: null, full: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  zIndex: null,
  duration: { short: null, medium: null, long: null },
  easing: { standard: null },
  size: { modalWidth: null },
  // Component tokens, derived from the semantic ones.
  button: {
    primaryBackground: null,
    primaryBackgroundHover: null,
    primaryText: null,
    secondaryBackground: null,
    secondaryBackgroundHover: null,
    secondaryText: null,
    radius: null,
    height: null,
  },
  input: { background: null, text: null, placeholder: null, border: null, borderFocus: null, radius: null },
  modal: {
    background: null,
    text: null,
    border: null,
    radius: null,
    width: null,
    overlay: null,
    shadow: null,
    zIndex: null,
  },
  listItem: { background: null, backgroundHover: null, text: null, secondaryText: null, radius: null },
  badge: { background: null, text: null, radius: null },
  snackbar: { background: null, text: null, border: null, radius: null, zIndex: null },
  tooltip: { background: null, text: null, radius: null, zIndex: null },
}

export const vars = createGlobalThemeContract(shape, (_value, path) => variableName(path))
