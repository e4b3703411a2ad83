import { checkParam, listParam, objectParam } from '../../validation/checkParam'
import type { Transaction } from '../schemas/account'

/** Spec §5: a transaction whose transfers are all spam NFTs (and that has at least one transfer). */
export function isSpamOnly(transaction: Transaction): boolean {
  const transfers = transaction.transfers ?? []
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
}

/** Spec §5: the history keeps only transactions on the connected chain (a CAIP network id such as 'eip155:1'). */
export function filterTransactions(transactions: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return transactions.filter((tx) => tx.metadata.chain === caipNetworkId && !isSpamOnly(tx))
}

/** A month of the activity list: its transactions, newest first. */
export interface TransactionMonth {
  /** 0 = January, as `Date#getMonth`. */
  month: number
  transactions: Transaction[]
}

/** A year of the activity list: its months, newest first. */
export interface TransactionYear {
  year: number
  months: TransactionMonth[]
}

/**
 * Spec §3: the history grouped by year then month, newest first (local time of `minedAt`, as the user reads dates).
 * Transactions within a month keep the service's order; an unreadable date is left out.
 */
export function groupTransactionsByMonth(transactions: readonly Transaction[]): TransactionYear[] {
  checkParam('transactions', listParam(objectParam({ metadata: objectParam() })), transactions)
  const years = new Map<number, Map<number, Transaction[]>>()
  for (const transaction of transactions) {
    const date = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(date.getTime())) continue
    const months = years.get(date.getFullYear()) ?? new Map<number, Transaction[]>()
    years.set(date.getFullYear(), months)
    const list = months.get(date.getMonth()) ?? []
    months.set(date.getMonth(), list)
    list.push(transaction)
  }
  return [...years]
    .sort(([a], [b]) => b - a)
    .map(([year, months]) => ({
      year,
      months: [...months].sort(([a], [b]) => b - a).map(([month, list]) => ({ month, transactions: list })),
    }))
}
