import { noticeOf } from '../errors/notice'
import type { Transaction } from '../api/schemas/account'
import { ACTIVITY_NAMESPACES, NFT_HISTORY_MAX_PAGES } from '../constants'
import { onSupportedNetwork } from '../api/instance/onSupportedNetwork'
import { nftsFromHistory } from './nftsFromHistory'
import type { NftsState } from './types'
import { accountError } from './messages'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { nftsStore } from './nftsStore'

/** What `fetchNfts` returns. */
export type FetchNftsReturnType = NftsState

/**
 * Loads the NFTs the connected account holds on the active network (eip155 only) into `$nfts`: the service
 * has no NFT list, so they are read from the account's history (at most NFT_HISTORY_MAX_PAGES pages), see
 * `nftsFromHistory`. On failure the status is 'error', the list is kept, and the error is thrown.
 *
 * @example
 * const { nfts } = await fetchNfts(portico)
 */
export function fetchNfts(p: Portico): Promise<NftsState> {
  return runAction(p, async (p) => {
    const { address } = p.$account.get()
    const network = p.$network.get().caipNetwork
    if (!address || !network || !ACTIVITY_NAMESPACES.includes(network.chainNamespace)) {
      nftsStore(p).set({ nfts: [], status: 'success' })
      return nftsStore(p).get()
    }
    nftsStore(p).set({ ...nftsStore(p).get(), status: 'pending' })
    const transactions: Transaction[] = []
    try {
      let cursor: string | undefined
      for (let page = 0; page < NFT_HISTORY_MAX_PAGES; page++) {
        const { value: answer } = await onSupportedNetwork(p, { data: [] as Transaction[], next: null }, (blockchain) =>
          blockchain.getHistory(address, { chainId: network.caipNetworkId, cursor }),
        )
        transactions.push(...answer.data.filter((tx) => tx.metadata.chain === network.caipNetworkId))
        cursor = answer.next ?? undefined
        if (!cursor) break
      }
    } catch (error) {
      const failure = accountError('TRANSACTIONS_FETCH_FAILED', { category: 'API_ERROR', cause: error })
      nftsStore(p).set({ ...nftsStore(p).get(), status: 'error', error: noticeOf(failure) })
      throw failure
    }
    nftsStore(p).set({ nfts: nftsFromHistory(transactions), status: 'success' })
    return nftsStore(p).get()
  })
}

/** The error codes `fetchNfts` can throw. */
export type FetchNftsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER' | 'TRANSACTIONS_FETCH_FAILED'
