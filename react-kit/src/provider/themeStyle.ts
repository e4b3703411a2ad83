import type { Portico, ThemeVariables } from '@portico/sdk'
import { reportError, toPorticoError } from '@portico/sdk/internal'
import { createPorticoTheme, type PorticoThemeOverrides, type PorticoThemeStyle } from '@portico/themes'

/**
 * The kit root's CSS custom properties: the instance's `themeVariables` with the provider's `theme` prop on top.
 * The prop is checked by `createPorticoTheme` and a bad value throws (a mistake in the app's code). Variables set
 * on the instance come from configuration; when they do not pass the same check they are left out and the error
 * goes to the SDK's error reporting, so a bad setting never takes the page down.
 */
export function themeStyle(
  portico: Portico,
  variables: ThemeVariables,
  theme: PorticoThemeOverrides = {},
): PorticoThemeStyle {
  const own = createPorticoTheme(theme)
  try {
    return { ...createPorticoTheme(variables as PorticoThemeOverrides), ...own }
  } catch (error) {
    reportError(portico, toPorticoError(error))
    return own
  }
}
