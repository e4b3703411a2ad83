import { describe, expect, it } from 'vitest'
import { isThemeMode } from './isThemeMode'

describe('isThemeMode', () => {
  it('accepts light and dark', () => {
    expect(isThemeMode('light')).toBe(true)
    expect(isThemeMode('dark')).toBe(true)
  })

  it.each(['system', 'Dark', '', undefined])('rejects %j', (value) => {
    expect(isThemeMode(value)).toBe(false)
  })
})
