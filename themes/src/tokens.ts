// Design tokens of the product spec §9 (theme), named. Everything else in the themes derives from these.

/** Default mode when nothing is chosen (spec §9). */
export const DEFAULT_THEME_MODE = 'dark'
export const THEME_MODES = ['dark', 'light'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

/** Below this viewport width the modal becomes a bottom sheet (CSS media query, no user-agent sniffing). */
const BOTTOM_SHEET_BREAKPOINT = '430px'

export const tokens = {
  modalWidth: '360px',
  bottomSheetBreakpoint: BOTTOM_SHEET_BREAKPOINT,
  fontSizeMaster: '10px',
  /** Font sizes as multiples of the master. */
  fontSizeScale: { xs: 1, sm: 1.2, md: 1.4, lg: 1.6, xl: 2, xxl: 2.4 },
  borderRadiusMaster: '4px',
  /** Radii as multiples of the master; `full` is a pill. */
  borderRadiusScale: { xs: 1, sm: 2, md: 3, lg: 4 },
  borderRadiusFull: '9999px',
  zIndex: 999,
  durationShort: '120ms',
  durationMedium: '150ms',
  durationLong: '150ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", Arial, sans-serif',
} as const

/** The media query (without `@media`) under which motion is switched off. */
export const reducedMotion = '(prefers-reduced-motion: reduce)'

/** The media query (without `@media`) under which the modal is laid out as a bottom sheet. */
export const bottomSheet = `screen and (max-width: ${BOTTOM_SHEET_BREAKPOINT})`
