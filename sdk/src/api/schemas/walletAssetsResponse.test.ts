import { describe, expect, it } from 'vitest'
import { is } from 'valibot'
import { walletAssetsSchema } from './walletAssets'

/** A `wallet_getAssets` answer is accepted only if every entry is a valid asset (spec §5). */
const isValidAssetResponse = (entries: unknown) => is(walletAssetsSchema, entries)

const native = {
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  balance: '0x1bc16d674ec80000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000.5, iconUrl: '', value: 6001 },
}
const erc20 = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: '0x0',
  type: 'ERC20',
  metadata: { name: 'Portico Dollar', symbol: 'PUSD', decimals: 6, price: 1, iconUrl: 'https://example.test/p.png' },
}

function withMetadata(change: Record<string, unknown>) {
  return { ...erc20, metadata: { ...erc20.metadata, ...change } }
}

describe('isValidAssetResponse', () => {
  it('accepts native and ERC20 entries', () => {
    expect(isValidAssetResponse([native, erc20])).toBe(true)
  })

  it('accepts an empty list', () => {
    expect(isValidAssetResponse([])).toBe(true)
  })

  it.each([
    ['a numeric address', { ...erc20, address: 1 }],
    ['a numeric balance', { ...erc20, balance: 0 }],
    ['type ERC721', { ...erc20, type: 'ERC721' }],
    ['no metadata', { ...erc20, metadata: undefined }],
    ['a missing name', withMetadata({ name: undefined })],
    ['a numeric symbol', withMetadata({ symbol: 1 })],
    ['a missing iconUrl', withMetadata({ iconUrl: undefined })],
    ['string decimals', withMetadata({ decimals: '18' })],
    ['a string price', withMetadata({ price: '1.00' })],
    ['a NaN price', withMetadata({ price: Number.NaN })],
  ])('rejects the whole list when one entry has %s', (_case, bad) => {
    expect(isValidAssetResponse([native, bad])).toBe(false)
  })

  it('rejects something that is not a list', () => {
    expect(isValidAssetResponse({ '0x1': [native] })).toBe(false)
    expect(isValidAssetResponse(null)).toBe(false)
  })
})
