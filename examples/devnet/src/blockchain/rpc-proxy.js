// @ts-check
import * as v from 'valibot'
import { json } from '../http/reply.js'
import { route } from '../http/router.js'
import { CaipChainId, requireDevnetChain } from './params.js'

const JsonRpcRequest = v.looseObject({
  jsonrpc: v.optional(v.literal('2.0')),
  id: v.optional(v.union([v.string(), v.number(), v.null()])),
  method: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  params: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
})
const JsonRpcBody = v.union([JsonRpcRequest, v.pipe(v.array(JsonRpcRequest), v.minLength(1), v.maxLength(1000))])

/**
 * POST /v1?chainId=eip155:31337&projectId=…: the project-scoped RPC, forwarded to the chain's anvil.
 * @param {import('../services.js').Services} services
 */
export function rpcProxyRoutes(services) {
  return [
    route('POST', '/v1', async ({ query, body }) => {
      const chain = requireDevnetChain(services, v.parse(CaipChainId, query.chainId ?? ''))
      const request = v.parse(JsonRpcBody, body)
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
      return json(await response.json(), response.status)
    }),
  ]
}
