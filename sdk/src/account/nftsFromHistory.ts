import { checkParam, listParam, objectParam } from '../validation/checkParam'
import type { Transaction } from '../api/schemas/account'
import type { Nft } from './types'

/**
 * The NFTs an address holds, from its history (newest first, as the service answers): each NFT transfer in adds
 * the item, each transfer out removes it, walked oldest first; spam-flagged items are left out. Held items are
 * listed newest received first.
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
  return [...held.values()].reverse()
}
