import { assignVars, globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css'
import { darkPalette, lightPalette, type Palette } from './palettes'
import { themeSelector } from './themeAttribute'
import { reducedMotion } from './tokens'
import { colorMixValues, colorValues, reducedMotionDurations, sharedValues, supportsColorMix } from './values'

// Static theme CSS, scoped by the theme attribute on the kit root (never `:root`), so two kit roots on a page
// can carry different themes. Nothing here runs in the browser: the build extracts it to `styles.css`.

const colors = (palette: Palette) => {
  const { color, qr } = colorValues(palette)
  return { ...assignVars(vars.color, color), ...assignVars(vars.qr, qr) }
}

const mixed = (palette: Palette) => {
  const values = colorMixValues(palette)
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [vars.color[key as keyof typeof values], value]),
  )
}

const {
  font,
  borderRadius,
  space,
  zIndex,
  duration,
  easing,
  size,
  button,
  input,
  modal,
  listItem,
  badge,
  snackbar,
  tooltip,
} = sharedValues

// Every themed root: sizes, motion and component tokens.
globalStyle(themeSelector(), {
  vars: {
    ...assignVars(vars.font, font),
    ...assignVars(vars.borderRadius, borderRadius),
    ...assignVars(vars.space, space),
    [vars.zIndex]: zIndex,
    ...assignVars(vars.duration, duration),
    ...assignVars(vars.easing, easing),
    ...assignVars(vars.size, size),
    ...assignVars(vars.button, button),
    ...assignVars(vars.input, input),
    ...assignVars(vars.modal, modal),
    ...assignVars(vars.listItem, listItem),
    ...assignVars(vars.badge, badge),
    ...assignVars(vars.snackbar, snackbar),
    ...assignVars(vars.tooltip, tooltip),
  },
  '@media': { [reducedMotion]: { vars: assignVars(vars.duration, reducedMotionDurations) } },
})

// Dark is the default: any themed root that is not explicitly light.
const darkSelector = `${themeSelector()}:not(${themeSelector('light')})`
globalStyle(darkSelector, {
  colorScheme: 'dark',
  vars: colors(darkPalette),
  '@supports': { [supportsColorMix]: { vars: mixed(darkPalette) } },
})

globalStyle(themeSelector('light'), {
  colorScheme: 'light',
  vars: colors(lightPalette),
  '@supports': { [supportsColorMix]: { vars: mixed(lightPalette) } },
})
