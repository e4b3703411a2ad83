import * as v from 'valibot'
import { noticeOf } from '../errors/notice'
import { checkParam, objectParam } from '../validation/checkParam'
import { filterTransactions } from '../api/account/activity'
import type { Transaction } from '../api/schemas/account'
import { ACTIVITY_NAMESPACES } from '../constants'
import { onSupportedNetwork } from '../api/instance/onSupportedNetwork'
import { showSnackbar } from '../snackbar/showSnackbar'
import type { ActivityState } from './types'
import { accountError } from './messages'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { activityStore } from './activityStore'

/** The parameters of `fetchActivity`. */
export interface FetchActivityParams {
  /** The `next` cursor of the last page: appends the following page. Without it the history starts over. */
  cursor?: string | undefined
}

/** What `fetchActivity` returns. */
export type FetchActivityReturnType = ActivityState

/**
 * Loads the connected account's history on the active network (eip155 only), one page at a time. Spam-only
 * transactions and transactions on another chain are dropped. On failure the 'Failed to fetch transactions'
 * snackbar shows, the list is flagged empty and paging is cleared, and the error is thrown.
 *
 * @example
 * const { transactions, next } = await fetchActivity(portico)
 * if (next) await fetchActivity(portico, { cursor: next })
 */
export function fetchActivity(p: Portico, params: FetchActivityParams = {}): Promise<ActivityState> {
  return runAction(p, async (p) => {
    const { cursor } = checkParam('params', objectParam({ cursor: v.optional(v.string('must be a text')) }), params)
    const { address } = p.$account.get()
    const network = p.$network.get().caipNetwork
    if (!address || !network || !ACTIVITY_NAMESPACES.includes(network.chainNamespace)) {
      activityStore(p).set({ transactions: [], next: undefined, empty: true, status: 'success' })
      return activityStore(p).get()
    }
    activityStore(p).set({ ...activityStore(p).get(), status: 'pending' })
    let page: { data: Transaction[]; next: string | null }
    try {
      page = (
        await onSupportedNetwork(p, { data: [] as Transaction[], next: null }, (blockchain) =>
          blockchain.getHistory(address, { chainId: network.caipNetworkId, cursor }),
        )
      ).value
    } catch (error) {
      const failure = accountError('TRANSACTIONS_FETCH_FAILED', { category: 'API_ERROR', cause: error })
      activityStore(p).set({
        ...activityStore(p).get(),
        next: undefined,
        empty: true,
        status: 'error',
        error: noticeOf(failure),
      })
      showSnackbar(p, { variant: 'error', ...noticeOf(failure) })
      throw failure
    }
    const fresh = filterTransactions(page.data, network.caipNetworkId)
    const transactions = cursor ? [...activityStore(p).get().transactions, ...fresh] : fresh
    activityStore(p).set({
      transactions,
      next: page.next ?? undefined,
      empty: transactions.length === 0,
      status: 'success',
      error: undefined,
    })
    return activityStore(p).get()
  })
}

/** The error codes `fetchActivity` can throw. */
export type FetchActivityErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'INVALID_PARAMETER'
  | 'TRANSACTIONS_FETCH_FAILED'
