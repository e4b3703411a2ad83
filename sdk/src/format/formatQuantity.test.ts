import { describe, expect, it } from 'vitest'
import { formatQuantity } from './formatQuantity'

describe('formatQuantity', () => {
  it('shows 3 decimals, rounded half up', () => {
    expect(formatQuantity('0.0005')).toBe('0.001')
    expect(formatQuantity('0.0004')).toBe('0.000')
    expect(formatQuantity('1.5')).toBe('1.500')
    expect(formatQuantity('1000000000000000000.123456')).toBe('1000000000000000000.123')
  })

  it("is '0.000' without a value", () => {
    expect(formatQuantity(undefined)).toBe('0.000')
  })
})
