import { describe, expect, it } from 'vitest'
import { namespaceOf } from './namespaceOf'

describe('namespaceOf', () => {
  it('reads the namespace of a network id and of an address', () => {
    expect(namespaceOf('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solana')
    expect(namespaceOf('bip122:000000000019d6689c085ae165831e93:bc1qxyz')).toBe('bip122')
  })

  it('is null for an unknown namespace or a bare string', () => {
    expect(namespaceOf('sui:mainnet')).toBeNull()
    expect(namespaceOf('eip155')).toBeNull()
    expect(namespaceOf('0xabc')).toBeNull()
  })
})
