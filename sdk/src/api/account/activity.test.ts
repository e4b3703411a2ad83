import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionTransfer } from '../schemas/account'
import { filterTransactions, groupTransactionsByMonth, isSpamOnly } from './activity'

const transfer = (spam?: boolean): TransactionTransfer => ({
  quantity: { numeric: '1' },
  ...(spam === undefined ? {} : { nft_info: { name: 'NFT', flags: { is_spam: spam } } }),
})

function tx(
  id: string,
  minedAt: string,
  transfers: TransactionTransfer[] = [transfer()],
  chain = 'eip155:1',
): Transaction {
  return {
    id,
    metadata: { operationType: 'send', chain, minedAt, sentFrom: '0xa', sentTo: '0xb', status: 'confirmed' },
    transfers,
  }
}

describe('isSpamOnly', () => {
  it('is true only when every transfer is a spam NFT', () => {
    expect(isSpamOnly(tx('a', '2026-01-15T12:00:00Z', [transfer(true), transfer(true)]))).toBe(true)
    expect(isSpamOnly(tx('b', '2026-01-15T12:00:00Z', [transfer(true), transfer()]))).toBe(false)
    expect(isSpamOnly(tx('c', '2026-01-15T12:00:00Z', [transfer(true), transfer(false)]))).toBe(false)
    expect(isSpamOnly(tx('d', '2026-01-15T12:00:00Z', []))).toBe(false)
  })
})

describe('filterTransactions', () => {
  it('drops spam-only transactions and transactions on another chain', () => {
    const kept = filterTransactions(
      [
        tx('keep', '2026-01-15T12:00:00Z'),
        tx('spam', '2026-01-15T12:00:00Z', [transfer(true)]),
        tx('other-chain', '2026-01-15T12:00:00Z', [transfer()], 'eip155:10'),
      ],
      'eip155:1',
    )
    expect(kept.map((t) => t.id)).toEqual(['keep'])
  })
})

describe('groupTransactionsByMonth', () => {
  it('groups by year then month, newest first', () => {
    const groups = groupTransactionsByMonth([
      tx('jan-25', '2025-01-10T12:00:00Z'),
      tx('mar-26-a', '2026-03-20T12:00:00Z'),
      tx('feb-26', '2026-02-14T12:00:00Z'),
      tx('mar-26-b', '2026-03-02T12:00:00Z'),
    ])
    expect(groups.map((g) => [g.year, g.months.map((m) => [m.month, m.transactions.map((t) => t.id)])])).toEqual([
      [
        2026,
        [
          [2, ['mar-26-a', 'mar-26-b']],
          [1, ['feb-26']],
        ],
      ],
      [2025, [[0, ['jan-25']]]],
    ])
  })

  it('leaves out a transaction whose date cannot be read', () => {
    expect(groupTransactionsByMonth([tx('bad', 'not a date')])).toEqual([])
  })
})
