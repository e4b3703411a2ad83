// @ts-check
import * as v from 'valibot'
import { FaultRule } from '../http/faults.js'
import { json, raw } from '../http/reply.js'
import { route } from '../http/router.js'
import { collectibleSvg } from '../images/svg.js'

const NftParams = v.object({
  chainId: v.pipe(v.string(), v.regex(/^\d+$/)),
  contract: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  file: v.pipe(v.string(), v.regex(/^\d{1,78}\.svg$/)),
})

/**
 * Dev endpoints: the start line as JSON, fault rules, and generated NFT previews.
 * @param {import('../services.js').Services} services
 */
export function devRoutes(services) {
  return [
    route('GET', '/dev/info', () => json(services.info()), { auth: 'none' }),
    route('GET', '/devnet.json', () => json(services.info()), { auth: 'none' }),
    route('GET', '/dev/faults', () => json({ faults: services.faults.list() }), { auth: 'none' }),
    route(
      'POST',
      '/dev/faults',
      ({ body }) => {
        services.faults.set(v.parse(FaultRule, body))
        return json({ faults: services.faults.list() })
      },
      { auth: 'none' },
    ),
    route(
      'DELETE',
      '/dev/faults',
      () => {
        services.faults.clear()
        return json({ faults: [] })
      },
      { auth: 'none' },
    ),
    route(
      'GET',
      '/dev/nft/:chainId/:contract/:file',
      ({ params }) => {
        const { file } = v.parse(NftParams, params)
        return raw(collectibleSvg(file.replace(/\.svg$/, '')), 'image/svg+xml')
      },
      { auth: 'none' },
    ),
  ]
}
