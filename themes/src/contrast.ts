// WCAG 2.x contrast of two opaque colours, for checking the built-in themes and integrator overrides.
// Only the colour syntaxes the themes use are understood: #rgb, #rrggbb, rgb(r, g, b) and rgb(r g b).

export interface Rgb {
  r: number
  g: number
  b: number
}

/** Parses `#rgb`, `#rrggbb`, `rgb(r, g, b)` / `rgb(r g b)`; returns undefined for anything else. */
export function parseColor(input: string): Rgb | undefined {
  const text = input.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    }
  }
  const rgb = /^rgb\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*\)$/.exec(text)
  if (rgb) {
    const [r, g, b] = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
    if ([r, g, b].every((channel) => channel <= 255)) return { r, g, b }
  }
  return undefined
}

function channelLuminance(channel: number): number {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b)
}

/** WCAG contrast ratio (1 to 21) of two colours; throws if either cannot be parsed. */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parseColor(foreground)
  const bg = parseColor(background)
  if (!fg || !bg) throw new TypeError(`contrastRatio: cannot parse "${fg ? background : foreground}"`)
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** `color-mix(in srgb, base (100 - strength)%, mix)` computed in JS, for browsers without color-mix(). */
export function mixColors(base: string, mix: string, strength: number): string {
  const from = parseColor(base)
  const to = parseColor(mix)
  if (!from || !to) throw new TypeError(`mixColors: cannot parse "${from ? mix : base}"`)
  const weight = Math.min(Math.max(strength, 0), 100) / 100
  const channel = (a: number, b: number) =>
    Math.round(a * (1 - weight) + b * weight)
      .toString(16)
      .padStart(2, '0')
  return `#${channel(from.r, to.r)}${channel(from.g, to.g)}${channel(from.b, to.b)}`
}
