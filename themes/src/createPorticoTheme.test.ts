import { describe, expect, it } from 'vitest'
import { computeColorMix } from './computeColorMix'
import { contractNames } from './contractNames'
import { contrastRatio, mixColors } from './contrast'
import { createPorticoTheme, type PorticoThemeOverrides } from './createPorticoTheme'
import { darkPalette, lightPalette } from './palettes'

describe('createPorticoTheme', () => {
  it('names only variables of the theme contract (it builds the names without loading the contract)', () => {
    const every = createPorticoTheme({
      ...Object.fromEntries(
        [
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
          'colorMix',
          'qrColor',
          'qrBackground',
        ].map((key) => [key, '#123456']),
      ),
      fontFamily: 'Inter',
      colorMixStrength: 10,
      fontSizeMaster: 10,
      borderRadiusMaster: 4,
      zIndex: 5,
    })
    expect(Object.keys(every)).toHaveLength(26)
    for (const name of Object.keys(every)) expect(contractNames()).toContain(name)
  })

  it('returns the integrator knobs as CSS custom properties', () => {
    expect(
      createPorticoTheme({
        fontFamily: 'Inter, sans-serif',
        accent: '#7b3fe4',
        colorMix: '#00ff00',
        colorMixStrength: 20,
        fontSizeMaster: '12px',
        borderRadiusMaster: 0,
        zIndex: 2000,
        qrColor: '#111111',
      }),
    ).toEqual({
      '--portico-font-family': 'Inter, sans-serif',
      '--portico-color-accent': '#7b3fe4',
      '--portico-color-mix': '#00ff00',
      '--portico-color-mix-strength': '20',
      '--portico-font-size-master': '12px',
      '--portico-border-radius-master': '0px',
      '--portico-z-index': '2000',
      '--portico-qr-color': '#111111',
    })
  })

  it('accepts any semantic colour token', () => {
    expect(createPorticoTheme({ surface1: 'rgb(10, 10, 10)', textSecondary: 'hsl(0 0% 70%)' })).toEqual({
      '--portico-color-surface-1': 'rgb(10, 10, 10)',
      '--portico-color-text-secondary': 'hsl(0 0% 70%)',
    })
  })

  it('returns an empty style for no overrides, and skips undefined values', () => {
    expect(createPorticoTheme()).toEqual({})
    expect(createPorticoTheme({ accent: undefined })).toEqual({})
  })

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['an unknown key', { accentColour: '#fff' }, /unknown key "accentColour"/],
    ['a colour that is not a string', { accent: 42 }, /"accent" must be a CSS colour string, got 42/],
    ['a colour that closes the declaration', { accent: 'red; background: url(x)' }, /"accent" must be a CSS colour/],
    ['an empty font family', { fontFamily: ' ' }, /"fontFamily" must be a CSS font-family string/],
    ['a strength above 100', { colorMixStrength: 150 }, /"colorMixStrength" must be a number from 0 to 100, got 150/],
    ['a strength given as text', { colorMixStrength: '20' }, /"colorMixStrength" must be a number from 0 to 100/],
    ['a fractional z-index', { zIndex: 1.5 }, /"zIndex" must be an integer, got 1.5/],
    ['a master without a unit', { fontSizeMaster: '10' }, /"fontSizeMaster" must be a length/],
    ['a negative radius', { borderRadiusMaster: -1 }, /"borderRadiusMaster" must be a length/],
  ])('throws a clear error naming the key for %s', (_case, overrides, message) => {
    expect(() => createPorticoTheme(overrides as PorticoThemeOverrides)).toThrow(message)
  })

  it('rejects overrides that are not an object', () => {
    expect(() => createPorticoTheme(null as unknown as PorticoThemeOverrides)).toThrow(/must be an object/)
  })

  it('computes the colour mix in JS when asked, leaving overridden colours as given', () => {
    const overrides = { colorMix: '#ff0000', colorMixStrength: 50, surface2: '#101010' }
    const style = { ...computeColorMix('light', overrides), ...createPorticoTheme(overrides) }
    expect(style['--portico-color-surface-1']).toBe('#ff8080') // white half-mixed with red
    expect(style['--portico-color-surface-3']).toBe(mixColors(lightPalette.surface3, '#ff0000', 50))
    expect(style['--portico-color-border']).toBe(mixColors(lightPalette.border, '#ff0000', 50))
    expect(style['--portico-color-surface-2']).toBe('#101010')
  })

  it('computes no change for the default (zero) mix', () => {
    const style = computeColorMix('dark')
    expect(style['--portico-color-surface-1']).toBe(darkPalette.surface1)
    expect(style['--portico-color-border']).toBe(darkPalette.border)
  })

  it('needs a parseable mix colour to compute the mix in JS', () => {
    expect(() => computeColorMix('dark', { colorMix: 'rebeccapurple' })).toThrow(
      /"colorMix" must be a hex or rgb\(\) colour/,
    )
  })
})

describe('colour helpers', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('rgb(118, 118, 118)', '#fff')).toBeCloseTo(4.54, 2)
    expect(() => contrastRatio('blue', '#fff')).toThrow(/cannot parse "blue"/)
  })

  it('mixes like CSS color-mix in srgb', () => {
    expect(mixColors('#ffffff', '#000000', 0)).toBe('#ffffff')
    expect(mixColors('#ffffff', '#000000', 100)).toBe('#000000')
    expect(mixColors('#ffffff', '#000000', 50)).toBe('#808080')
  })
})
