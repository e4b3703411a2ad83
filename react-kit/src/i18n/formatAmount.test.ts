import { describe, expect, it } from 'vitest'
import { formatAmount, formatEstimate } from './formatAmount'

describe('formatAmount', () => {
  it('shows an exact amount (what is sent, a fee) with every decimal it has, in the locale', () => {
    expect(formatAmount('de', '0.000021594465375', 'ETH')).toBe('0,000021594465375 ETH')
    expect(formatAmount('en', '12.5', 'USDC')).toBe('12.5 USDC')
    expect(formatAmount('de', '1234.5')).toBe('1.234,5')
  })
})

describe('formatEstimate', () => {
  it('rounds a fee to four significant digits, in the locale, without going through a float', () => {
    expect(formatEstimate('en', '0.000021677182884', 'ETH')).toBe('0.00002168 ETH')
    expect(formatEstimate('en', '0.00003546493750057', 'ETH')).toBe('0.00003546 ETH')
    expect(formatEstimate('de', '1.23456', 'SOL')).toBe('1,235 SOL')
    expect(formatEstimate('en', '12')).toBe('12')
  })
})
