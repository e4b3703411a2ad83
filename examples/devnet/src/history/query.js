// @ts-check
import { formatUnits } from 'viem'
import { COLLECTION } from '../config.js'
import { findToken, tokenIconUrl } from '../blockchain/tokens.js'

/**
 * @typedef {import('./indexer.js').IndexedTransaction} IndexedTransaction
 * @typedef {{ t: number, c: number, b: number, i: number }} Position  sort key of a transaction
 */

/** @param {IndexedTransaction} tx @returns {Position} */
const positionOf = (tx) => ({ t: tx.timestamp, c: tx.chainId, b: tx.blockNumber, i: tx.txIndex })

/** Newest first: timestamp, then chain, block and index, all descending. @param {Position} a @param {Position} b */
const compareNewestFirst = (a, b) => b.t - a.t || b.c - a.c || b.b - a.b || b.i - a.i

/** @param {Position} position */
export const encodeCursor = (position) => Buffer.from(JSON.stringify(position)).toString('base64url')

/**
 * @param {string} cursor
 * @returns {Position | undefined}
 */
export function decodeCursor(cursor) {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    const ok = ['t', 'c', 'b', 'i'].every((key) => Number.isInteger(value?.[key]))
    return ok ? value : undefined
  } catch {
    return undefined // not one of ours
  }
}

/**
 * One page of an address's history across the given chains, newest first, in the Blockchain API shape.
 * @param {{
 *   services: import('../services.js').Services,
 *   chains: import('../services.js').DevnetChain[],
 *   address: string,
 *   after: Position | undefined,
 *   limit: number,
 * }} options
 */
export function historyPage({ services, chains, address, after, limit }) {
  const who = address.toLowerCase()
  const involved = chains
    .flatMap((chain) => chain.indexer.transactions().map((tx) => ({ chain, tx })))
    .filter(({ tx }) => tx.from === who || tx.to === who || tx.transfers.some((t) => t.from === who || t.to === who))
    .sort((a, b) => compareNewestFirst(positionOf(a.tx), positionOf(b.tx)))
  const remaining = after ? involved.filter(({ tx }) => compareNewestFirst(after, positionOf(tx)) < 0) : involved
  const page = remaining.slice(0, limit)
  const last = page.at(-1)
  return {
    data: page.map(({ chain, tx }) => describeTransaction(services, chain, tx, who)),
    next: last && remaining.length > page.length ? encodeCursor(positionOf(last.tx)) : null,
  }
}

/**
 * @param {import('../services.js').Services} services
 * @param {import('../services.js').DevnetChain} chain
 * @param {IndexedTransaction} tx
 * @param {string} who
 */
function describeTransaction(services, chain, tx, who) {
  const mine = tx.transfers.filter((t) => t.from === who || t.to === who)
  const transfers = mine.map((transfer) => describeTransfer(services, chain, transfer, who))
  return {
    id: `${tx.hash}:${chain.caip}`,
    metadata: {
      operationType: operationType(tx, mine, who),
      hash: tx.hash,
      chain: chain.caip,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: tx.from,
      sentTo: tx.to,
      status: tx.status,
      nonce: tx.nonce,
    },
    transfers,
  }
}

/**
 * @param {IndexedTransaction} tx
 * @param {import('./indexer.js').IndexedTransfer[]} mine
 * @param {string} who
 */
function operationType(tx, mine, who) {
  const zero = '0x0000000000000000000000000000000000000000'
  const incoming = mine.some((t) => t.to === who && t.from !== who)
  const outgoing = mine.some((t) => t.from === who && t.to !== who)
  if (mine.length > 0 && mine.every((t) => t.from === zero)) return 'mint'
  if (incoming && outgoing) return 'trade'
  if (outgoing) return 'send'
  if (incoming) return 'receive'
  return tx.from === who ? 'execute' : 'receive'
}

/**
 * @param {import('../services.js').Services} services
 * @param {import('../services.js').DevnetChain} chain
 * @param {import('./indexer.js').IndexedTransfer} transfer
 * @param {string} who
 */
function describeTransfer(services, chain, transfer, who) {
  const direction = transfer.from === who && transfer.to === who ? 'self' : transfer.from === who ? 'out' : 'in'
  const apiUrl = services.apiUrl()
  if (transfer.kind === 'erc721') {
    const name = transfer.token === chain.contracts.nft.toLowerCase() ? COLLECTION.name : 'Collectible'
    const url = `${apiUrl}/dev/nft/${chain.chainId}/${transfer.token}/${transfer.amount}.svg`
    return {
      nft_info: {
        name: `${name} #${transfer.amount}`,
        content: { preview: { url, content_type: null }, detail: { url, content_type: null } },
        flags: { is_spam: false },
      },
      direction,
      quantity: { numeric: '1' },
      sender: transfer.from,
      recipient: transfer.to,
    }
  }
  const token = findToken(chain, transfer.token ?? '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
  const decimals = token?.decimals ?? 18
  const numeric = formatUnits(BigInt(transfer.amount), decimals)
  const price = token?.price ?? 0
  return {
    fungible_info: {
      name: token?.name ?? 'Unknown token',
      symbol: token?.symbol ?? '???',
      icon: { url: tokenIconUrl(apiUrl, token?.symbol ?? 'unknown') },
    },
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
    // Who sent and who received this transfer (the Transfer log's, or the call's for ETH): for a token transfer the
    // transaction's own `sentTo` is the token contract, not the other party.
    sender: transfer.from,
    recipient: transfer.to,
  }
}
