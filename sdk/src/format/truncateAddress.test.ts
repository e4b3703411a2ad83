import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('truncateAddress', () => {
  it('keeps 4 leading and 6 trailing characters by default', () => {
    expect(truncateAddress(address)).toBe('0xf3…b92266')
  })

  it('takes other lengths', () => {
    expect(truncateAddress(address, 6, 4)).toBe('0xf39F…2266')
    expect(truncateAddress(address, 6, 0)).toBe('0xf39F…')
  })

  it('returns a short value whole', () => {
    expect(truncateAddress('0x1234')).toBe('0x1234')
    expect(truncateAddress('0123456789')).toBe('0123456789')
  })
})
