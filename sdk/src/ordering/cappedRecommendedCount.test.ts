import { describe, expect, it } from 'vitest'
import { cappedRecommendedCount } from './cappedRecommendedCount'

const none = { featured: 0, custom: 0, injected: 0, email: false, social: false }

describe('cappedRecommendedCount', () => {
  it('leaves all 4 rows to recommended wallets when nothing else is shown', () => {
    expect(cappedRecommendedCount(none)).toBe(4)
  })

  it('gives one row each to e-mail and to social login', () => {
    expect(cappedRecommendedCount({ ...none, email: true })).toBe(3)
    expect(cappedRecommendedCount({ ...none, email: true, social: true })).toBe(2)
  })

  it('subtracts featured, custom and injected wallets', () => {
    expect(cappedRecommendedCount({ ...none, featured: 1, custom: 1, injected: 1 })).toBe(1)
  })

  it('never goes below zero', () => {
    expect(cappedRecommendedCount({ featured: 4, custom: 2, injected: 3, email: true, social: true })).toBe(0)
  })

  it('counts a negative count as none, and refuses one that is not a number', () => {
    expect(cappedRecommendedCount({ ...none, featured: -2 })).toBe(4)
    expect(() => cappedRecommendedCount({ ...none, custom: Number.NaN })).toThrow('Invalid parameter rows.custom')
  })
})
