// @ts-check
import * as v from 'valibot'
import { json } from '../http/reply.js'
import { route } from '../http/router.js'
import { CaipAddress, devnetChainOf } from './params.js'
import { findToken, tokenIconUrl } from './tokens.js'

const PriceBody = v.object({
  currency: v.optional(v.picklist(['usd'])),
  addresses: v.pipe(v.array(CaipAddress), v.maxLength(100)),
  projectId: v.optional(v.string()),
})

/**
 * POST /v1/fungible/price: prices of the devnet tokens named by CAIP-10 id (unknown ones are left out).
 * @param {import('../services.js').Services} services
 */
export function priceRoutes(services) {
  return [
    route('POST', '/v1/fungible/price', ({ body }) => {
      const { addresses } = v.parse(PriceBody, body)
      const fungibles = addresses.flatMap((caip) => {
        const [namespace, reference, address = ''] = caip.split(':')
        const chain = devnetChainOf(services, `${namespace}:${reference}`)
        const token = chain && findToken(chain, address)
        if (!token) return []
        return [{ address: token.caip, name: token.name, symbol: token.symbol, iconUrl: tokenIconUrl(services.apiUrl(), token.symbol), price: token.price }]
      })
      return json({ fungibles })
    }),
  ]
}
