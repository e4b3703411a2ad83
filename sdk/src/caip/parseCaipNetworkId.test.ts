import { describe, expect, it } from 'vitest'
import { parseCaipNetworkId } from './parseCaipNetworkId'

describe('parseCaipNetworkId', () => {
  it('splits an EVM network id', () => {
    expect(parseCaipNetworkId('eip155:31337')).toEqual({
      namespace: 'eip155',
      reference: '31337',
      caipNetworkId: 'eip155:31337',
    })
  })

  it('splits a Solana cluster id', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')?.reference).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it.each([
    ['unknown namespace', 'sui:mainnet'],
    ['empty reference', 'eip155:'],
    ['empty namespace', ':1'],
    ['no colon', 'eip155'],
    ['a CAIP address, not a network id', 'eip155:1:0xab'],
    ['not a string', 1],
  ])('is null for %s', (_case, value) => {
    expect(parseCaipNetworkId(value)).toBeNull()
  })
})
