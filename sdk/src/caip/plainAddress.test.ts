import { describe, expect, it } from 'vitest'
import { plainAddress } from './plainAddress'

describe('plainAddress', () => {
  it('returns the address part of a CAIP address', () => {
    expect(plainAddress('eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
  })

  it('is null for something that is not a CAIP address', () => {
    expect(plainAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeNull()
    expect(plainAddress('eip155:1')).toBeNull()
  })
})
