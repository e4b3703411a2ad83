import { describe, expect, it } from 'vitest'
import { isTransactionHash } from './isTransactionHash'

const hash = `0x${'ab12'.repeat(16)}`

describe('isTransactionHash', () => {
  it('accepts 0x and 64 hex characters, any case', () => {
    expect(isTransactionHash(hash)).toBe(true)
    expect(isTransactionHash(hash.toUpperCase().replace('0X', '0x'))).toBe(true)
  })

  it.each([
    ['63 hex characters', hash.slice(0, -1)],
    ['65 hex characters', `${hash}a`],
    ['no 0x', hash.slice(2)],
    ['an upper-case 0X', `0X${hash.slice(2)}`],
    ['a non-hex character', `${hash.slice(0, -1)}z`],
    ['not a string', 1],
  ])('rejects %s', (_case, value) => {
    expect(isTransactionHash(value)).toBe(false)
  })
})
