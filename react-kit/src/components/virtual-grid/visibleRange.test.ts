import { describe, expect, it } from 'vitest'
import { scrollTopFor, visibleRange } from './visibleRange'

describe('visibleRange', () => {
  it('covers the viewport plus overscan rows on each side', () => {
    expect(visibleRange({ scrollTop: 500, viewportHeight: 200, rowHeight: 50, rowCount: 100, overscan: 2 })).toEqual({
      first: 8,
      last: 15,
      lastVisible: 13,
    })
  })

  it('stays within the rows at both ends', () => {
    expect(visibleRange({ scrollTop: 0, viewportHeight: 200, rowHeight: 50, rowCount: 3, overscan: 2 })).toEqual({
      first: 0,
      last: 2,
      lastVisible: 2,
    })
    expect(visibleRange({ scrollTop: 0, viewportHeight: 200, rowHeight: 50, rowCount: 0, overscan: 2 }).last).toBe(-1)
  })
})

describe('scrollTopFor', () => {
  it('scrolls just enough to show a row above or below the viewport', () => {
    expect(scrollTopFor(2, 500, 200, 50)).toBe(100)
    expect(scrollTopFor(20, 500, 200, 50)).toBe(850)
    expect(scrollTopFor(11, 500, 200, 50)).toBe(500)
  })
})
