import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'

describe('formatBalance', () => {
  it('rounds down to 3 decimals', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('0.9999')).toBe('0.999')
    expect(formatBalance(1.9999)).toBe('1.999')
  })

  it('pads to 3 decimals', () => {
    expect(formatBalance('5')).toBe('5.000')
    expect(formatBalance(0.5)).toBe('0.500')
  })

  it("defaults to '0.000' when there is no balance or it is not a number", () => {
    expect(formatBalance(undefined)).toBe('0.000')
    expect(formatBalance(null)).toBe('0.000')
    expect(formatBalance('')).toBe('0.000')
    expect(formatBalance('not a number')).toBe('0.000')
  })

  it('appends the symbol', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance(undefined, 'SOL')).toBe('0.000 SOL')
  })

  it('keeps every digit of big integer strings and bigints', () => {
    expect(formatBalance('123456789012345678901234567890')).toBe('123456789012345678901234567890.000')
    expect(formatBalance(10n ** 24n)).toBe('1000000000000000000000000.000')
  })

  it('has no float surprises', () => {
    expect(formatBalance(0.1 + 0.2)).toBe('0.300')
    expect(formatBalance('4.35')).toBe('4.350')
    expect(formatBalance(1e-7)).toBe('0.000')
  })
})
