import { describe, expect, it } from 'vitest'
import { vars } from './contract.css'
import { contractNames } from './contractNames'
import { contrastRatio } from './contrast'
import { palettes } from './palettes'
import { themeSelector, darkTheme, lightTheme, themeAttribute } from './themeAttribute'
import { THEME_MODES, reducedMotion, tokens, type ThemeMode } from './tokens'
import { colorValues, reducedMotionDurations, sharedValues } from './values'

/** The declarations a themed root gets in one mode: CSS variable name → value as written. */
function declarations(mode: ThemeMode): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (contract: object, values: object) => {
    for (const [key, cssVar] of Object.entries(contract)) {
      const value: unknown = (values as Record<string, unknown>)[key]
      if (typeof cssVar === 'string') {
        if (typeof value === 'string') out.set(cssVar.slice('var('.length, -1), value)
      } else if (value && typeof value === 'object') walk(cssVar as object, value)
    }
  }
  walk(vars, { ...sharedValues, ...colorValues(palettes[mode]) })
  return out
}

/** Follows `var(--x)` references until a plain value; throws on a reference to an undeclared variable. */
function resolve(declared: Map<string, string>, value: string): string {
  return value.replace(/var\((--[a-z0-9-]+)\)/g, (_whole, name: string) => {
    const target = declared.get(name)
    if (target === undefined) throw new Error(`${name} is referenced but not declared`)
    return resolve(declared, target)
  })
}

describe.each(THEME_MODES)('%s theme', (mode) => {
  const declared = declarations(mode)
  const token = (cssVar: string) => resolve(declared, cssVar)

  it('defines every token of the contract, each with a value', () => {
    expect([...declared.keys()].sort()).toEqual(contractNames().sort())
    for (const [name, value] of declared) expect(value.trim(), name).not.toBe('')
  })

  it('references only declared variables', () => {
    for (const value of declared.values()) expect(() => resolve(declared, value)).not.toThrow()
  })

  // Every text colour on every surface it is shown on: WCAG AA for normal text.
  const textPairs: Array<[text: string, background: string]> = [
    ...[vars.color.surface1, vars.color.surface2, vars.color.surface3].flatMap((surface) =>
      [
        vars.color.textPrimary,
        vars.color.textSecondary,
        vars.color.link,
        vars.color.danger,
        vars.color.success,
        vars.color.warning,
      ].map((text): [string, string] => [text, surface]),
    ),
    [vars.color.onAccent, vars.color.accent],
    [vars.color.onAccent, vars.color.accentHover],
    [vars.color.textInverse, vars.color.textPrimary],
    [vars.button.primaryText, vars.button.primaryBackground],
    [vars.button.primaryText, vars.button.primaryBackgroundHover],
    [vars.button.secondaryText, vars.button.secondaryBackground],
    [vars.button.secondaryText, vars.button.secondaryBackgroundHover],
    [vars.input.text, vars.input.background],
    [vars.input.placeholder, vars.input.background],
    [vars.modal.text, vars.modal.background],
    [vars.listItem.text, vars.listItem.background],
    [vars.listItem.text, vars.listItem.backgroundHover],
    [vars.listItem.secondaryText, vars.listItem.background],
    [vars.listItem.secondaryText, vars.listItem.backgroundHover],
    [vars.badge.text, vars.badge.background],
    [vars.snackbar.text, vars.snackbar.background],
    [vars.tooltip.text, vars.tooltip.background],
  ]
  it.each(textPairs)('%s on %s has a contrast of at least 4.5:1', (text, background) => {
    expect(contrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(4.5)
  })

  it('draws the QR code dark on light so that it scans', () => {
    expect(contrastRatio(token(vars.qr.color), token(vars.qr.background))).toBeGreaterThanOrEqual(7)
  })

  it('uses the design tokens of the spec', () => {
    expect(token(vars.size.modalWidth)).toBe('360px')
    expect(token(vars.modal.width)).toBe('360px')
    expect(token(vars.font.sizeMaster)).toBe('10px')
    expect(token(vars.borderRadius.master)).toBe('4px')
    expect(token(vars.zIndex)).toBe('999')
    expect([token(vars.duration.short), token(vars.duration.medium), token(vars.duration.long)]).toEqual([
      '120ms',
      '150ms',
      '150ms',
    ])
  })

  it('starts with no colour mix', () => {
    expect(token(vars.color.mixStrength)).toBe('0')
  })
})

describe('derived sizes follow the masters', () => {
  it('writes font sizes and radii as multiples of the master variable', () => {
    const declared = declarations('dark')
    expect(declared.get('--portico-font-size-md')).toBe('calc(var(--portico-font-size-master) * 1.4)')
    expect(declared.get('--portico-border-radius-lg')).toBe('calc(var(--portico-border-radius-master) * 4)')
  })

  // Evaluates `calc(<length> * factor)` for a given master, as the browser would.
  const evaluate = (declared: Map<string, string>, name: string) => {
    const value = resolve(declared, `var(${name})`)
    const match = /^calc\((\d+(?:\.\d+)?)px \* (\d+(?:\.\d+)?)\)$/.exec(value)
    if (!match) throw new Error(`not a calc of a master: ${value}`)
    return Number((Number(match[1]) * Number(match[2])).toFixed(4))
  }

  it('rescales every font size and radius when a master changes', () => {
    const declared = declarations('dark')
    const sizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'].map((size) => `--portico-font-size-${size}`)
    const radii = ['xs', 'sm', 'md', 'lg'].map((size) => `--portico-border-radius-${size}`)
    expect(sizes.map((name) => evaluate(declared, name))).toEqual([10, 12, 14, 16, 20, 24])
    expect(radii.map((name) => evaluate(declared, name))).toEqual([4, 8, 12, 16])

    declared.set('--portico-font-size-master', '20px')
    declared.set('--portico-border-radius-master', '2px')
    expect(sizes.map((name) => evaluate(declared, name))).toEqual([20, 24, 28, 32, 40, 48])
    expect(radii.map((name) => evaluate(declared, name))).toEqual([2, 4, 6, 8])
  })
})

describe('theme selection and motion', () => {
  it('scopes themes by an attribute on the kit root, dark by default', () => {
    expect(themeAttribute).toBe('data-portico-theme')
    expect(darkTheme).toEqual({ 'data-portico-theme': 'dark' })
    expect(lightTheme).toEqual({ 'data-portico-theme': 'light' })
    expect(themeSelector('light')).toBe('[data-portico-theme="light"]')
  })

  it('collapses every duration to 0ms under reduced motion', () => {
    expect(reducedMotion).toBe('(prefers-reduced-motion: reduce)')
    expect(Object.keys(reducedMotionDurations).sort()).toEqual(Object.keys(vars.duration).sort())
    expect(Object.values(reducedMotionDurations)).toEqual(['0ms', '0ms', '0ms'])
  })

  it('exposes the modal width and the master values as tokens', () => {
    expect(tokens.modalWidth).toBe('360px')
    expect(tokens.fontSizeMaster).toBe('10px')
    expect(tokens.borderRadiusMaster).toBe('4px')
    expect(tokens.zIndex).toBe(999)
  })
})
