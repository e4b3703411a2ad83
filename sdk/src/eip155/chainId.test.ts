import { describe, expect, it } from 'vitest'
import { parseChainId, toHexChainId } from './chainId'

describe('chain ids', () => {
  it('reads what wallets send (hex, decimal string, number) as a decimal string', () => {
    expect(parseChainId('0x7a69')).toBe('31337')
    expect(parseChainId('0X1')).toBe('1')
    expect(parseChainId('31338')).toBe('31338')
    expect(parseChainId(137)).toBe('137')
  })

  it('refuses what is not a chain id', () => {
    for (const value of ['', '0x', 'eip155:1', '01', 0, -1, 1.5, null, undefined, {}])
      expect(parseChainId(value)).toBeUndefined()
  })

  it('writes a chain id as wallets want it', () => {
    expect(toHexChainId(31337)).toBe('0x7a69')
    expect(toHexChainId('1')).toBe('0x1')
  })
})
