import { describe, expect, it } from 'vitest'
import { NAME_CHAIN_ID_LIMIT } from '../constants'
import { PorticoError } from '../errors'
import { nameCoinType } from './nameCoinType'

describe('nameCoinType', () => {
  it.each([
    [1, 2147483649],
    [10, 2147483658],
    [8453, 2147492101],
    [31337, 2147514985],
    [0, 2147483648],
    [NAME_CHAIN_ID_LIMIT - 1, 4294967295],
  ])('sets the top bit of chain id %i → %i', (chainId, coinType) => {
    expect(nameCoinType(chainId)).toBe(coinType)
  })

  it('is a positive number, never a negative 32-bit integer', () => {
    expect(nameCoinType(1)).toBeGreaterThan(0)
  })

  it.each([
    ['2147483648 (the limit)', NAME_CHAIN_ID_LIMIT],
    ['above the limit', NAME_CHAIN_ID_LIMIT + 1],
    ['negative', -1],
    ['fractional', 1.5],
    ['NaN', Number.NaN],
  ])("throws 'Invalid chainId' for %s", (_case, chainId) => {
    expect(() => nameCoinType(chainId)).toThrow(PorticoError)
    expect(() => nameCoinType(chainId)).toThrow(/^Invalid chainId$/)
  })
})
