import { describe, expect, it } from 'vitest'
import { isSignedMessage } from './isSignedMessage'

describe('isSignedMessage', () => {
  it('accepts 0x and at least 62 hex characters', () => {
    expect(isSignedMessage(`0x${'a'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'F'.repeat(130)}`)).toBe(true)
  })

  it.each([
    ['61 hex characters', `0x${'a'.repeat(61)}`],
    ['no 0x', 'a'.repeat(64)],
    ['an upper-case 0X', `0X${'a'.repeat(62)}`],
    ['a non-hex character', `0x${'a'.repeat(62)}x`],
    ['not a string', null],
  ])('rejects %s', (_case, value) => {
    expect(isSignedMessage(value)).toBe(false)
  })
})
