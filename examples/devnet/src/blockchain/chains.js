// @ts-check
import { json } from '../http/reply.js'
import { route } from '../http/router.js'

/**
 * GET /v1/supported-chains: the devnet chains, over HTTP; `swap` (an extra field) names the swap-capable ones.
 * @param {import('../services.js').Services} services
 */
export function supportedChainRoutes(services) {
  return [
    route('GET', '/v1/supported-chains', () => {
      const ids = [...services.chains.values()].map((chain) => chain.caip)
      return json({ http: ids, ws: [], swap: ids })
    }),
  ]
}
