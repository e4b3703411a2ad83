import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress'

const systemProgram = '11111111111111111111111111111111' // 32 characters
const wrappedSol = 'So11111111111111111111111111111111111111112' // 43 characters
const longest = 'A'.repeat(44)

describe('isSolanaAddress', () => {
  it('accepts base58 strings of 32 to 44 characters', () => {
    expect(isSolanaAddress(systemProgram)).toBe(true)
    expect(isSolanaAddress(wrappedSol)).toBe(true)
    expect(isSolanaAddress(longest)).toBe(true)
  })

  it.each([
    ['31 characters', systemProgram.slice(1)],
    ['45 characters', `${longest}A`],
    ['a 0 (not base58)', `0${systemProgram.slice(1)}`],
    ['an O', `O${systemProgram.slice(1)}`],
    ['an I', `I${systemProgram.slice(1)}`],
    ['an l', `l${systemProgram.slice(1)}`],
  ])('rejects %s', (_case, value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })

  it('is anchored at the start: a valid address after other text is rejected', () => {
    expect(isSolanaAddress(`0x!${wrappedSol}`)).toBe(false)
    expect(isSolanaAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${wrappedSol}`)).toBe(false)
  })

  it('is anchored at the end', () => {
    expect(isSolanaAddress(`${wrappedSol}!`)).toBe(false)
  })

  it('rejects an EVM address', () => {
    expect(isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  })
})
