// @ts-check
import * as v from 'valibot'
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from '../config.js'
import { pick } from '../blockchain/balance.js'
import { Address, CaipChainId, devnetChainOf } from '../blockchain/params.js'
import { badRequest, json } from '../http/reply.js'
import { route } from '../http/router.js'
import { decodeCursor, historyPage } from './query.js'

const HistoryQuery = v.object({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(500))),
  chainId: v.optional(CaipChainId),
  onramp: v.optional(v.string()),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(HISTORY_MAX_PAGE_SIZE))),
})

/**
 * GET /v1/account/{address}/history: transactions indexed from the chains (caught up on each request),
 * newest first, `next` an opaque cursor. `limit` (extra, 1–100) sets the page size.
 * @param {import('../services.js').Services} services
 */
export function historyRoutes(services) {
  return [
    route('GET', '/v1/account/:address/history', async ({ params, query }) => {
      const address = v.parse(Address, params.address)
      const { cursor, chainId, limit } = v.parse(HistoryQuery, pick(query, ['cursor', 'chainId', 'onramp', 'limit']))
      const after = cursor === undefined ? undefined : decodeCursor(cursor)
      if (cursor !== undefined && !after) throw badRequest('Invalid cursor')
      const chains = chainId ? [devnetChainOf(services, chainId)].filter((c) => c !== undefined) : [...services.chains.values()]
      await Promise.all(chains.map((chain) => chain.indexer.catchUp()))
      return json(historyPage({ services, chains, address, after, limit: limit ?? HISTORY_PAGE_SIZE }))
    }),
  ]
}
