import { describe, expect, it } from 'vitest'
import { orderWithDefaults } from './orderWithDefaults'

const defaults = ['a', 'b', 'c', 'd'] as const

describe('orderWithDefaults', () => {
  it('puts the configured entries first and the rest after, in default order', () => {
    expect(orderWithDefaults(['c', 'a'], defaults)).toEqual(['c', 'a', 'b', 'd'])
  })

  it('drops unknown and repeated entries', () => {
    expect(orderWithDefaults(['x', 'd', 'd', 'b'], defaults)).toEqual(['d', 'b', 'a', 'c'])
  })

  it('returns the defaults when nothing is configured', () => {
    expect(orderWithDefaults([], defaults)).toEqual(['a', 'b', 'c', 'd'])
  })
})
