import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount'

describe('formatAmount', () => {
  it('shows an exact amount (what is sent, a fee) with every decimal it has, in the locale', () => {
    expect(formatAmount('de', '0.000021594465375', 'ETH')).toBe('0,000021594465375 ETH')
    expect(formatAmount('en', '12.5', 'USDC')).toBe('12.5 USDC')
    expect(formatAmount('de', '1234.5')).toBe('1.234,5')
  })
})
