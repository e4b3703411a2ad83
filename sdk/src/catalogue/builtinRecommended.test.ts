// Which built-in wallets stand in for the catalogue: by the app's namespaces, the integrator's include and exclude
// lists, and the count asked for. Every entry passes the catalogue's own schema, as an answer from it would.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { catalogueWalletSchema } from '../api/schemas/catalogue'
import { isImageUrl } from '../url/urlPolicy'
import { builtinRecommended } from './builtinRecommended'
import { BUILTIN_WALLETS } from './builtinWallets'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const COSMOS = 'cosmos:cosmoshub-4'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const names = (wallets: { name: string }[]) => wallets.map((w) => w.name)
const query = { entries: 4, include: [], exclude: [] }

describe('builtinRecommended', () => {
  it('lists the wallets of the app’s namespaces, with the app’s networks as their chains', () => {
    expect(names(builtinRecommended({ ...query, chains: [SOLANA] }))).toEqual([
      'Trust Wallet',
      'Coinbase Wallet',
      'Phantom',
    ])
    expect(names(builtinRecommended({ ...query, chains: [BITCOIN] }))).toEqual(['Trust Wallet', 'Phantom'])
    expect(names(builtinRecommended({ ...query, chains: [COSMOS] }))).toEqual(['Trust Wallet'])
    expect(builtinRecommended({ ...query, chains: [POLKADOT] })).toEqual([])
    const [trust] = builtinRecommended({ ...query, chains: ['eip155:8453', SOLANA, POLKADOT] }).filter(
      (w) => w.name === 'Trust Wallet',
    )
    expect(trust?.chains).toEqual(['eip155:8453', SOLANA])
  })

  it('keeps to the include list, leaves out excluded ids and lists no more than asked', () => {
    const [metaMask, trust, , rainbow] = BUILTIN_WALLETS
    const chains = ['eip155:1']
    expect(names(builtinRecommended({ ...query, chains }))).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
    ])
    expect(names(builtinRecommended({ ...query, chains, include: [rainbow!.id, trust!.id] }))).toEqual([
      'Trust Wallet',
      'Rainbow',
    ])
    expect(names(builtinRecommended({ ...query, chains, exclude: [metaMask!.id] }))).toEqual([
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
      'Phantom',
    ])
    expect(names(builtinRecommended({ ...query, chains, entries: 2 }))).toEqual(['MetaMask', 'Trust Wallet'])
  })

  it('holds entries the catalogue schema accepts unchanged, with an image that needs no request', () => {
    for (const wallet of builtinRecommended({ ...query, entries: 10, chains: ['eip155:1'] })) {
      expect(v.parse(catalogueWalletSchema, wallet)).toEqual(wallet)
      expect(isImageUrl(wallet.image_url)).toBe(true)
      expect(wallet.image_url).toMatch(/^data:image\/svg\+xml,/)
    }
  })
})
