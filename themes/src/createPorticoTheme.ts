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

/** `['color', 'accent']` → `--portico-color-accent`: the contract's own naming rule, without loading the contract. */
export const cssVariable = (...path: string[]) => `--${variableName(path)}` as `--portico-${string}`

// A value may not close the declaration or open another rule.
const SAFE_CSS_VALUE = /^[^;{}<>!\\]+$/
const LENGTH = /^\d+(\.\d+)?(px|rem|em)$/

/** Each kind of value: what it must be (for the error), and its CSS text when the value is one (else undefined). */
type Kind = readonly [expected: string, css: (value: unknown) => string | undefined]

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && SAFE_CSS_VALUE.test(value) ? value.trim() : undefined
const COLOR: Kind = ['a CSS colour string', text]
const FONT_FAMILY: Kind = ['a CSS font-family string', text]
const LENGTH_KIND: Kind = [
  'a length such as "10px" or "0.625rem", or a number of pixels',
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? `${value}px`
      : typeof value === 'string' && LENGTH.test(value.trim())
        ? value.trim()
        : undefined,
]
const INTEGER: Kind = ['an integer', (value) => (Number.isInteger(value) ? String(value) : undefined)]
const PERCENT: Kind = [
  'a number from 0 to 100',
  (value) => (typeof value === 'number' && value >= 0 && value <= 100 ? String(value) : undefined),
]

// Each knob: its path in the theme contract (`vars`) and the kind of value it takes. The table is typed by the
// overrides: a key of `PorticoThemeOverrides` without a knob, or a knob for no key, does not compile.
type Knob = readonly [path: readonly string[], kind: Kind]
const COLOR_KNOBS = Object.fromEntries(
  COLOR_KEYS.map((key): [ColorKey, Knob] => [key, [['color', key], COLOR]]),
) as Record<ColorKey, Knob>
const KNOBS: { readonly [K in keyof Required<PorticoThemeOverrides>]: Knob } = {
  ...COLOR_KNOBS,
  fontFamily: [['font', 'family'], FONT_FAMILY],
  colorMix: [['color', 'mix'], COLOR],
  colorMixStrength: [['color', 'mixStrength'], PERCENT],
  fontSizeMaster: [['font', 'sizeMaster'], LENGTH_KIND],
  borderRadiusMaster: [['borderRadius', 'master'], LENGTH_KIND],
  zIndex: [['zIndex'], INTEGER],
  qrColor: [['qr', 'color'], COLOR],
  qrBackground: [['qr', 'background'], COLOR],
}

/** Checks the overrides and returns them as CSS custom properties: `{ '--portico-color-accent': '#…', … }`. */
export function createPorticoTheme(overrides: PorticoThemeOverrides = {}): PorticoThemeStyle {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
    throw new TypeError('createPorticoTheme: overrides must be an object')
  }
  const style: PorticoThemeStyle = {}
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    if (!Object.hasOwn(KNOBS, key)) throw new TypeError(`createPorticoTheme: unknown key "${key}"`)
    const [path, [expected, css]] = KNOBS[key as keyof PorticoThemeOverrides]
    const written = css(value)
    if (written === undefined) {
      throw new TypeError(
        `createPorticoTheme: "${key}" must be ${expected}, got ${JSON.stringify(value) ?? String(value)}`,
      )
    }
    style[cssVariable(...path)] = written
  }
  return style
}
