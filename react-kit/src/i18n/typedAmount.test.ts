import { describe, expect, it } from 'vitest'
import { amountForField, amountFromField, decimalMark } from './typedAmount'

describe('typed amounts in the locale', () => {
  it('knows the decimal mark of each locale the kit ships', () => {
    expect(['en', 'de', 'es', 'ja', 'zh'].map(decimalMark)).toEqual(['.', ',', ',', '.', '.'])
  })

  it('reads the locale’s mark and a point as the decimal point; writes the locale’s mark back', () => {
    expect(amountFromField('0,5', 'de')).toBe('0.5')
    expect(amountFromField('0.5', 'de')).toBe('0.5')
    expect(amountForField('0.5', 'de')).toBe('0,5')
    expect(amountForField('12', 'es')).toBe('12')
  })

  it('leaves English as typed: a comma there is not a decimal mark, and the SDK calls the amount invalid', () => {
    expect(amountFromField('1,5', 'en')).toBe('1,5')
    expect(amountForField('1.5', 'en')).toBe('1.5')
  })
})
