import * as v from 'valibot'
import { NAMESPACES } from '../constants'

const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'must be an http(s) URL'))
const webSocketUrl = v.pipe(v.string(), v.url(), v.regex(/^wss?:\/\//i, 'must be a ws(s) URL'))
// CAIP-2 chain reference: 1 to 32 of letters, digits, '-' and '_'.
const chainReference = v.pipe(v.string(), v.regex(/^[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain reference'))

/**
 * A network in CAIP shape (see `CaipNetwork`), as an integrator or a store hands it over. eip155 ids are
 * positive integers, other namespaces use their CAIP-2 reference string, and `caipNetworkId` must be
 * `${chainNamespace}:${id}`. Extra fields (viem's `contracts`, …) pass through.
 */
export const caipNetworkSchema = v.pipe(
  v.looseObject({
    id: v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), chainReference]),
    chainNamespace: v.picklist(NAMESPACES),
    caipNetworkId: v.string(),
    name: v.pipe(v.string(), v.nonEmpty()),
    nativeCurrency: v.object({
      name: v.string(),
      symbol: v.pipe(v.string(), v.nonEmpty()),
      decimals: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    rpcUrls: v.looseObject({
      default: v.object({
        http: v.pipe(v.array(httpUrl), v.nonEmpty('needs at least one URL')),
        webSocket: v.optional(v.array(webSocketUrl)),
      }),
    }),
    blockExplorers: v.optional(v.looseObject({ default: v.object({ name: v.string(), url: httpUrl }) })),
    testnet: v.optional(v.boolean()),
    assets: v.optional(v.object({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) })),
  }),
  v.check(
    (network) => (network.chainNamespace === 'eip155') === (typeof network.id === 'number'),
    'id must be a number for eip155 and a string reference for other namespaces',
  ),
  v.check(
    (network) => network.caipNetworkId === `${network.chainNamespace}:${network.id}`,
    'caipNetworkId must be chainNamespace:id',
  ),
)
