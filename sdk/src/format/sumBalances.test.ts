import { describe, expect, it } from 'vitest'
import { sumBalances } from './sumBalances'

describe('sumBalances', () => {
  it('adds the fiat values of a token list', () => {
    expect(sumBalances([{ value: 1200.5 }, { value: 99.5 }, { value: 0 }])).toBe(1300)
  })

  it('counts entries without a value as 0', () => {
    expect(sumBalances([{ value: 10 }, {}, { value: null }, { value: Number.NaN }])).toBe(10)
  })

  it('is 0 for an empty list', () => {
    expect(sumBalances([])).toBe(0)
  })
})
