import { variableName } from './variableName'

// Integrator theming without any stylesheet: `createPorticoTheme(overrides)` returns CSS custom properties
// for the kit root's `style`. The kit applies them through CSSOM (React's `style` prop calls
// `style.setProperty`), which a Content-Security-Policy without 'unsafe-inline' allows; a `style="…"`
// attribute written into HTML markup would not be.

/** The CSS colours an integrator may replace (the semantic tokens of the contract). */
const COLOR_KEYS = [
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
] as const
type ColorKey = (typeof COLOR_KEYS)[number]

export type PorticoThemeOverrides = Partial<Record<ColorKey, string>> & {
  fontFamily?: string
  /** Colour that surfaces and borders are mixed with. */
  colorMix?: string
  /** How much of `colorMix` goes in, 0–100 (percent). */
  colorMixStrength?: number
  /** Base of every font size (default `10px`); a number means pixels. */
  fontSizeMaster?: string | number
  /** Base of every radius (default `4px`); a number means pixels. */
  borderRadiusMaster?: string | number
  /** z-index of the modal (default 999); snackbar and tooltip sit just above it. */
  zIndex?: number
  qrColor?: string
  qrBackground?: string
}

export type PorticoThemeStyle = Record<`--portico-${string}`, string>

type Kind = 'color' | 'length' | 'integer' | 'percent' | 'fontFamily'

/** `['color', 'accent']` → `--portico-color-accent`: the contract's own naming rule, without loading the contract. */
export const cssVariable = (...path: string[]) => `--${variableName(path)}` as `--portico-${string}`

// Each knob: its path in the theme contract (`vars`) and the kind of value it takes.
const KNOBS: Readonly<Record<keyof PorticoThemeOverrides, { path: string[]; kind: Kind }>> = {
  ...(Object.fromEntries(COLOR_KEYS.map((key) => [key, { path: ['color', key], kind: 'color' }])) as Record<
    ColorKey,
    { path: string[]; kind: Kind }
  >),
  fontFamily: { path: ['font', 'family'], kind: 'fontFamily' },
  colorMix: { path: ['color', 'mix'], kind: 'color' },
  colorMixStrength: { path: ['color', 'mixStrength'], kind: 'percent' },
  fontSizeMaster: { path: ['font', 'sizeMaster'], kind: 'length' },
  borderRadiusMaster: { path: ['borderRadius', 'master'], kind: 'length' },
  zIndex: { path: ['zIndex'], kind: 'integer' },
  qrColor: { path: ['qr', 'color'], kind: 'color' },
  qrBackground: { path: ['qr', 'background'], kind: 'color' },
}

// A value may not close the declaration or open another rule.
const SAFE_CSS_VALUE = /^[^;{}<>!\\]+$/
const LENGTH = /^\d+(\.\d+)?(px|rem|em)$/

function fail(key: string, expected: string, value: unknown): never {
  throw new TypeError(`createPorticoTheme: "${key}" must be ${expected}, got ${JSON.stringify(value) ?? String(value)}`)
}

function cssValue(key: string, kind: Kind, value: unknown): string {
  switch (kind) {
    case 'color':
    case 'fontFamily':
      if (typeof value !== 'string' || value.trim() === '' || !SAFE_CSS_VALUE.test(value)) {
        fail(key, kind === 'color' ? 'a CSS colour string' : 'a CSS font-family string', value)
      }
      return value.trim()
    case 'length':
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return `${value}px`
      if (typeof value === 'string' && LENGTH.test(value.trim())) return value.trim()
      return fail(key, 'a length such as "10px" or "0.625rem", or a number of pixels', value)
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) fail(key, 'an integer', value)
      return String(value)
    case 'percent':
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) {
        fail(key, 'a number from 0 to 100', value)
      }
      return String(value)
  }
}

function isKnob(key: string): key is keyof PorticoThemeOverrides {
  return Object.hasOwn(KNOBS, key)
}

/** Checks the overrides and returns them as CSS custom properties: `{ '--portico-color-accent': '#…', … }`. */
export function createPorticoTheme(overrides: PorticoThemeOverrides = {}): PorticoThemeStyle {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
    throw new TypeError('createPorticoTheme: overrides must be an object')
  }
  const style: PorticoThemeStyle = {}
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    if (!isKnob(key)) throw new TypeError(`createPorticoTheme: unknown key "${key}"`)
    const { path, kind } = KNOBS[key]
    style[cssVariable(...path)] = cssValue(key, kind, value)
  }
  return style
}
