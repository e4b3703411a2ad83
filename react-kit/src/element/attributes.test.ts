import { describe, expect, it } from 'vitest'
import { readAttribute } from './attributes'

describe("the elements' attributes", () => {
  it('absent means the kit default; good values pass as they are', () => {
    expect(readAttribute('theme-mode', null)).toBeUndefined()
    expect(readAttribute('theme-mode', 'light')).toBe('light')
    expect(readAttribute('accent', '#ff5500')).toBe('#ff5500')
    expect(readAttribute('locale', 'pt-BR')).toBe('pt-BR')
    expect(readAttribute('balance', 'hide')).toBe('hide')
  })

  it.each([
    ['theme-mode', 'blue', 'must be light or dark'],
    ['accent', 'url(javascript:alert(1))', 'must be a CSS colour'],
    ['locale', '../../etc', 'must be a language tag'],
    ['network', 'yes', 'must be show or hide'],
    ['onclick', 'x', 'is not an attribute of the element'],
  ])('%s="%s" is refused with INVALID_PARAMETER (%s)', (name, value, reason) => {
    expect(() => readAttribute(name, value)).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMETER', params: { name, reason } }),
    )
  })
})
