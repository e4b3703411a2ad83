import { safeParse } from 'valibot'
import { describe, expect, it } from 'vitest'
import { walletAssetsSchema } from './walletAssets'

const asset = {
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  balance: '0x de0b6b3a7640000'.replace(' ', ''),
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', iconUrl: 'https://x/eth.png', decimals: 18, price: 3000, value: 3000 },
}
const accepted = (value: unknown) => safeParse(walletAssetsSchema, value).success

describe('wallet asset responses (spec §5)', () => {
  it('are accepted when every entry has the required fields', () => {
    expect(accepted([asset, { ...asset, type: 'ERC20', address: '0x1' }])).toBe(true)
  })

  it.each([
    ['a number address', { ...asset, address: 1 }],
    ['a missing balance', { ...asset, balance: undefined }],
    ['another type', { ...asset, type: 'ERC721' }],
    ['a missing iconUrl', { ...asset, metadata: { ...asset.metadata, iconUrl: undefined } }],
    ['string decimals', { ...asset, metadata: { ...asset.metadata, decimals: '18' } }],
    ['a missing price', { ...asset, metadata: { ...asset.metadata, price: undefined } }],
  ])('are refused when one entry has %s', (_what, bad) => {
    expect(accepted([asset, bad])).toBe(false)
  })
})
