import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress'

const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('isEvmAddress', () => {
  it('accepts a checksummed, a lower-case, an upper-case and an unprefixed address', () => {
    expect(isEvmAddress(checksummed)).toBe(true)
    expect(isEvmAddress(checksummed.toLowerCase())).toBe(true)
    expect(isEvmAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(true)
    expect(isEvmAddress(checksummed.slice(2))).toBe(true)
  })

  it('does not check the checksum (a wrongly mixed-case address still passes)', () => {
    expect(isEvmAddress('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  })

  it.each([
    ['39 hex digits', checksummed.slice(0, -1)],
    ['41 hex digits', `${checksummed}a`],
    ['a non-hex character', `${checksummed.slice(0, -1)}g`],
    ['an upper-case prefix', `0X${checksummed.slice(2)}`],
    ['surrounding space', ` ${checksummed}`],
    ['a CAIP address', `eip155:1:${checksummed}`],
    ['not a string', 42],
  ])('rejects %s', (_case, value) => {
    expect(isEvmAddress(value)).toBe(false)
  })
})
