import { describe, expect, it } from 'vitest'
import { createFormatters } from './formatters'

describe('formatBalance', () => {
  it("shows a balance in the locale's separators, rounded down to 3 decimals, exactly", () => {
    expect(createFormatters('de').formatBalance('10000.9999', 'ETH')).toBe('10.000,999 ETH')
    expect(createFormatters('en').formatBalance('10000.9999', 'ETH')).toBe('10,000.999 ETH')
    expect(createFormatters('es').formatBalance('1234567.5')).toBe('1.234.567,500')
    // Beyond a float's precision: every digit kept.
    expect(createFormatters('en').formatBalance('123456789012345678901.2349')).toBe('123,456,789,012,345,678,901.234')
    expect(createFormatters('de').formatBalance('0')).toBe('0,000')
  })

  it('formats the fiat value beside it the same way', () => {
    const de = createFormatters('de')
    expect(de.formatCurrency(30002999.89, 'USD')).toBe('30.002.999,89\u00a0$') // a no-break space before the sign
    expect(de.formatBalance('10000.999', 'ETH')).toBe('10.000,999 ETH')
  })
})

describe('numbers, currencies and percentages', () => {
  it("use the active locale's separators, signs and digits", () => {
    expect(createFormatters('fr').formatCurrency(1234.5, 'USD')).toBe('1\u202f234,50\u00a0$US')
    expect(createFormatters('pt-BR').formatCurrency(1234.5, 'USD')).toBe('US$\u00a01.234,50')
    expect(createFormatters('tr').formatNumber(0.01, { style: 'percent' })).toBe('%1')
    expect(createFormatters('fa').formatBalance('1234.5', 'ETH')).toBe('۱٬۲۳۴٫۵۰۰ ETH')
    expect(createFormatters('hi').formatBalance('1234567.5')).toBe('12,34,567.500')
  })
})
