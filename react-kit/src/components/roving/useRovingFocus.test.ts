import { describe, expect, it } from 'vitest'
import { nextIndex } from './useRovingFocus'

describe('nextIndex', () => {
  it('moves by one in a list with Up/Down and ignores Left/Right', () => {
    expect(nextIndex('ArrowDown', 0, 3, 1, false)).toBe(1)
    expect(nextIndex('ArrowUp', 1, 3, 1, false)).toBe(0)
    expect(nextIndex('ArrowRight', 0, 3, 1, false)).toBeUndefined()
  })

  it('stops at the ends', () => {
    expect(nextIndex('ArrowDown', 2, 3, 1, false)).toBe(2)
    expect(nextIndex('ArrowUp', 0, 3, 1, false)).toBe(0)
  })

  it('moves by rows and items in a grid, mirrored in right-to-left', () => {
    expect(nextIndex('ArrowDown', 1, 10, 4, false)).toBe(5)
    expect(nextIndex('ArrowUp', 5, 10, 4, false)).toBe(1)
    expect(nextIndex('ArrowDown', 7, 10, 4, false)).toBe(9) // a short last row: lands on the last item
    expect(nextIndex('ArrowRight', 1, 10, 4, false)).toBe(2)
    expect(nextIndex('ArrowRight', 1, 10, 4, true)).toBe(0)
    expect(nextIndex('ArrowLeft', 1, 10, 4, true)).toBe(2)
  })

  it('goes to the first and last with Home and End, and ignores other keys', () => {
    expect(nextIndex('Home', 5, 10, 4, false)).toBe(0)
    expect(nextIndex('End', 5, 10, 4, false)).toBe(9)
    expect(nextIndex('a', 5, 10, 4, false)).toBeUndefined()
  })
})
