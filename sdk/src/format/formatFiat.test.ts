import { describe, expect, it } from 'vitest'
import { formatFiat } from './formatFiat'

describe('formatFiat', () => {
  it('shows 2 decimals, rounded half up', () => {
    expect(formatFiat(12.345)).toBe('12.35')
    expect(formatFiat('12.344')).toBe('12.34')
    expect(formatFiat(1.005)).toBe('1.01')
    expect(formatFiat(3)).toBe('3.00')
    expect(formatFiat(0.1 + 0.2)).toBe('0.30')
  })

  it("is '0.00' without a value", () => {
    expect(formatFiat(undefined)).toBe('0.00')
    expect(formatFiat('abc')).toBe('0.00')
  })
})
