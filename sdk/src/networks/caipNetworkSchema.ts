import * as v from 'valibot'
import { NAMESPACES } from '../constants'
import { allowedUrl } from '../url/schemas'
import { wholeNumber } from '../validation/schemaParts'

// RPC endpoints, explorers and icons follow the URL policy (`sdk/src/url`): https (http, ws on loopback only).
const httpUrl = allowedUrl('web')
const webSocketUrl = allowedUrl('socket')
// CAIP-2 chain reference: 1 to 32 of letters, digits, '-' and '_'.
const CHAIN_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * A network in CAIP shape (see `CaipNetwork`), as an integrator or a store hands it over. eip155 ids are
 * positive integers, other namespaces use their CAIP-2 reference string, and `caipNetworkId` must be
 * `${chainNamespace}:${id}`. Extra fields (viem's `contracts`, an explorer's `apiUrl`…) pass through, at every level.
 */
export const caipNetworkSchema = v.pipe(
  v.looseObject({
    id: v.custom<number | string>(
      (id) =>
        (typeof id === 'number' && Number.isInteger(id) && id >= 1) ||
        (typeof id === 'string' && CHAIN_REFERENCE.test(id)),
      'must be a positive integer or a CAIP-2 chain reference',
    ),
    chainNamespace: v.picklist(NAMESPACES),
    caipNetworkId: v.string(),
    name: v.pipe(v.string(), v.nonEmpty()),
    nativeCurrency: v.looseObject({
      name: v.string(),
      symbol: v.pipe(v.string(), v.nonEmpty()),
      decimals: wholeNumber(0),
    }),
    rpcUrls: v.looseObject({
      default: v.looseObject({
        http: v.pipe(v.array(httpUrl), v.nonEmpty('needs at least one URL')),
        webSocket: v.optional(v.array(webSocketUrl)),
      }),
    }),
    blockExplorers: v.optional(v.looseObject({ default: v.looseObject({ name: v.string(), url: httpUrl }) })),
    testnet: v.optional(v.boolean()),
    assets: v.optional(v.looseObject({ imageId: v.optional(v.string()), imageUrl: v.optional(allowedUrl('image')) })),
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
