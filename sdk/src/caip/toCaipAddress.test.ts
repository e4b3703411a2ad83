import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors'
import { toCaipAddress } from './toCaipAddress'

describe('toCaipAddress', () => {
  it('joins a network id and a plain address', () => {
    expect(toCaipAddress('eip155:31337', '0xabc')).toBe('eip155:31337:0xabc')
  })

  it.each([
    ['an empty address', ''],
    ['an address that is already CAIP', 'eip155:1:0xabc'],
  ])('throws INVALID_CAIP_ADDRESS for %s', (_case, plain) => {
    const error = (() => {
      try {
        toCaipAddress('eip155:1', plain)
      } catch (thrown) {
        return thrown
      }
    })()
    expect(isPorticoError(error, 'INVALID_CAIP_ADDRESS')).toBe(true)
  })
})
