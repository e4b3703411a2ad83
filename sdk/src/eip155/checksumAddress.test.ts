import { keccak_256 } from '@noble/hashes/sha3'
import { getAddress, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { checksumAddress, isEvmHexAddress } from './checksumAddress'

// viem (a test-only reference here) is the yardstick: Portico's checksum must give what viem's getAddress gives,
// and accept exactly what viem's isAddress(a, { strict: false }) accepts, which the adapter used before.

/** Deterministic pseudo-random addresses: keccak chained from a seed, 20 bytes each. */
function addresses(count: number): string[] {
  const out: string[] = []
  let seed: Uint8Array = new TextEncoder().encode('portico')
  for (let i = 0; i < count; i++) {
    seed = keccak_256(seed)
    out.push(`0x${[...seed.slice(0, 20)].map((b) => b.toString(16).padStart(2, '0')).join('')}`)
  }
  return out
}

/** Letter case flipped at random positions (deterministic), so the checksum is wrong almost always. */
function scrambleCase(address: string, salt: number): string {
  const hash = keccak_256(new TextEncoder().encode(`${salt}${address}`))
  return `0x${[...address.slice(2)].map((c, i) => ((hash[i % 32]! >> (i % 8)) & 1 ? c.toUpperCase() : c.toLowerCase())).join('')}`
}

const SAMPLE = addresses(500)

describe('checksumAddress', () => {
  it('gives the EIP-55 checksum viem gives, from lower, upper, checksummed and wrongly cased input', () => {
    for (const [i, lower] of SAMPLE.entries()) {
      const expected = getAddress(lower)
      const upper = `0x${lower.slice(2).toUpperCase()}`
      const wrong = scrambleCase(lower, i)
      for (const input of [lower, upper, expected, wrong]) expect(checksumAddress(input)).toBe(expected)
    }
  })

  it('matches the published EIP-55 examples and edge addresses', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ])
      expect(checksumAddress(address.toLowerCase())).toBe(address)
    for (const address of [
      '0x0000000000000000000000000000000000000000',
      '0xffffffffffffffffffffffffffffffffffffffff',
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    ])
      expect(checksumAddress(address)).toBe(getAddress(address))
  })
})

describe('isEvmHexAddress', () => {
  it('accepts 0x and 40 hex digits in any letter case, even a wrong checksum, as viem does when not strict', () => {
    for (const [i, lower] of SAMPLE.slice(0, 100).entries())
      for (const input of [lower, lower.toUpperCase().replace('0X', '0x'), getAddress(lower), scrambleCase(lower, i)]) {
        expect(isEvmHexAddress(input)).toBe(true)
        expect(isAddress(input, { strict: false })).toBe(true)
      }
  })

  it('refuses what viem refuses', () => {
    const address = SAMPLE[0]!
    for (const input of [
      '',
      'nope',
      '0x',
      '0x12',
      address.slice(2),
      `${address}0`,
      address.slice(0, 41),
      `0X${address.slice(2)}`,
      `0x${address.slice(3)}g`,
      ` ${address}`,
      `${address} `,
      `${address}\n`,
      `0x${'ab'.repeat(32)}`,
    ]) {
      expect(isEvmHexAddress(input)).toBe(false)
      expect(isAddress(input, { strict: false })).toBe(false)
    }
  })
})
