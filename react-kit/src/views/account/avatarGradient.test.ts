import { describe, expect, it } from 'vitest'
import { avatarGradient } from './avatarGradient'

describe('avatarGradient', () => {
  it('is the same for an address in any case, and differs between accounts', () => {
    const one = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(avatarGradient(one)).toBe(avatarGradient(one.toLowerCase()))
    expect(avatarGradient(one)).not.toBe(avatarGradient('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'))
    expect(avatarGradient(one)).toMatch(/^linear-gradient\(135deg, hsl\(\d+ 75% 60%\), hsl\(\d+ 70% 45%\)\)$/)
  })
})
