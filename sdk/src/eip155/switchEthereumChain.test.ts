import { describe, expect, it } from 'vitest'
import { needsAddChain } from './switchEthereumChain'

describe('needsAddChain (spec §8: 4902, 5000, 32603 are recognised)', () => {
  it('adds the chain on the recognised codes, also when a wallet wraps them', () => {
    expect(needsAddChain({ code: 4902 })).toBe(true)
    expect(needsAddChain({ code: 5000 })).toBe(true)
    expect(needsAddChain({ code: -32603 })).toBe(true)
    expect(needsAddChain({ code: 32603 })).toBe(true)
    expect(needsAddChain({ code: -1, data: { originalError: { code: 4902 } } })).toBe(true)
    expect(needsAddChain(new Error('wrapped', { cause: { code: 4902 } }))).toBe(true)
  })

  it('does not on a refusal or anything else', () => {
    expect(needsAddChain({ code: 4001 })).toBe(false)
    expect(needsAddChain(new Error('no code'))).toBe(false)
    expect(needsAddChain(undefined)).toBe(false)
  })
})
