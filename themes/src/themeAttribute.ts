import type { ThemeMode } from './tokens'

/** The attribute on the kit root that selects a theme: `<div data-portico-theme="light">`. */
export const themeAttribute = 'data-portico-theme'

/** The CSS selector of one mode (or of every themed root when no mode is given). */
export function themeSelector(mode?: ThemeMode): string {
  return mode ? `[${themeAttribute}="${mode}"]` : `[${themeAttribute}]`
}

/**
 * Attributes to spread on a kit root: `<div {...darkTheme}>`. Dark is also what any other value falls back to.
 * Written with literal keys: a computed key is a side effect to a bundler, which would keep both objects in every
 * app that imports the package (themes.test.ts checks they use `themeAttribute`).
 */
export const darkTheme = { 'data-portico-theme': 'dark' } as const
export const lightTheme = { 'data-portico-theme': 'light' } as const
