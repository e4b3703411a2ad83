import { describe, expect, it } from 'vitest'
import type { Transaction } from '../api/schemas/account'
import { nftsFromHistory } from './nftsFromHistory'

const CHAIN = 'eip155:31337'

function nftTx(id: string, name: string, direction: 'in' | 'out', { spam = false, chain = CHAIN } = {}): Transaction {
  return {
    id,
    metadata: {
      operationType: 'send',
      chain,
      minedAt: '2026-01-01T00:00:00Z',
      sentFrom: '0xa',
      sentTo: '0xb',
      status: 'confirmed',
    },
    transfers: [
      {
        nft_info: { name, content: { preview: { url: `https://img/${id}.svg` } }, flags: { is_spam: spam } },
        direction,
        quantity: { numeric: '1' },
      },
    ],
  }
}

describe('nftsFromHistory', () => {
  it('keeps what came in and did not go out again, by name with numbers compared as numbers', () => {
    // The service answers newest first.
    const history = [
      nftTx('t5', 'Punk #10', 'in'),
      nftTx('t4', 'Punk #1', 'in'),
      nftTx('t3', 'Punk #3', 'out'),
      nftTx('t2', 'Punk #3', 'in'),
      nftTx('t1', 'Punk #2', 'in'),
    ]
    expect(nftsFromHistory(history)).toEqual([
      { id: `${CHAIN}:Punk #1`, name: 'Punk #1', chainId: CHAIN, imageUrl: 'https://img/t4.svg' },
      { id: `${CHAIN}:Punk #2`, name: 'Punk #2', chainId: CHAIN, imageUrl: 'https://img/t1.svg' },
      { id: `${CHAIN}:Punk #10`, name: 'Punk #10', chainId: CHAIN, imageUrl: 'https://img/t5.svg' },
    ])
  })

  it('leaves spam out and ignores fungible transfers', () => {
    const fungible: Transaction = {
      ...nftTx('t9', 'x', 'in'),
      transfers: [{ fungible_info: { symbol: 'ETH' }, direction: 'in', quantity: { numeric: '1' } }],
    }
    expect(nftsFromHistory([nftTx('t1', 'Prize', 'in', { spam: true }), fungible])).toEqual([])
  })
})
