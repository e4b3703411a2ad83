import { checkParam, listParam, objectParam } from '../validation/checkParam'
import type { Transaction } from '../api/schemas/account'
import type { Nft } from './types'

/** Names in a fixed order whatever the user's language, with their numbers compared as numbers. */
const BY_NAME = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/**
 * The NFTs an address holds, from its history (newest first, as the service answers): each NFT transfer in adds
 * the item, each transfer out removes it, walked oldest first; spam-flagged items are left out. Held items are
 * listed by name, numbers in names compared as numbers (Punks #2 before Punks #10), as a collection is browsed.
 */
export function nftsFromHistory(transactions: readonly Transaction[]): Nft[] {
  checkParam('transactions', listParam(objectParam()), transactions)
  const held = new Map<string, Nft>()
  for (const transaction of [...transactions].reverse()) {
    for (const transfer of transaction.transfers ?? []) {
      const info = transfer.nft_info
      if (!info?.name || info.flags?.is_spam === true) continue
      const chainId = transaction.metadata.chain
      const id = `${chainId}:${info.name}`
      if (transfer.direction === 'out') held.delete(id)
      else if (transfer.direction === 'in') {
        held.delete(id)
        const imageUrl = info.content?.preview?.url ?? info.content?.detail?.url
        held.set(id, { id, name: info.name, chainId, ...(imageUrl ? { imageUrl } : {}) })
      }
    }
  }
  return [...held.values()].sort((a, b) => BY_NAME.compare(a.name, b.name))
}
