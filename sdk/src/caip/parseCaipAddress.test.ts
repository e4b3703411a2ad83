import { describe, expect, it } from 'vitest'
import { parseCaipAddress } from './parseCaipAddress'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseCaipAddress', () => {
  it('splits namespace, reference and address', () => {
    expect(parseCaipAddress(`eip155:1:${address}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address,
      caipNetworkId: 'eip155:1',
      caipAddress: `eip155:1:${address}`,
    })
  })

  it.each([
    ['two parts', 'eip155:1'],
    ['four parts', `eip155:1:${address}:x`],
    ['empty address', 'eip155:1:'],
    ['empty reference', `eip155::${address}`],
    ['empty namespace', `:1:${address}`],
    ['unknown namespace', `tron:1:${address}`],
    ['a plain address', address],
    ['not a string', null],
  ])('is null with %s', (_case, value) => {
    expect(parseCaipAddress(value)).toBeNull()
  })
})
