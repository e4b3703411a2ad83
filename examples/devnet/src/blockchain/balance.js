// @ts-check
import * as v from 'valibot'
import { erc20Abi, formatUnits } from 'viem'
import { json } from '../http/reply.js'
import { route } from '../http/router.js'
import { Address, CaipChainId, devnetChainOf } from './params.js'
import { chainTokens, tokenIconUrl } from './tokens.js'

const BalanceQuery = v.object({
  currency: v.optional(v.picklist(['usd'])),
  chainId: v.optional(CaipChainId),
  forceUpdate: v.optional(v.string()),
})

/**
 * GET /v1/account/{address}/balance: native and ERC-20 balances read from the chain, valued with the price table.
 * Zero balances are left out; a non-devnet chainId answers an empty list.
 * @param {import('../services.js').Services} services
 */
export function balanceRoutes(services) {
  return [
    route('GET', '/v1/account/:address/balance', async ({ params, query }) => {
      const { chainId } = v.parse(BalanceQuery, pick(query, ['currency', 'chainId', 'forceUpdate']))
      // Another namespace's account (a Solana one in the demo) holds nothing here: an empty list, whatever its address.
      if (chainId && !chainId.startsWith('eip155:')) return json({ balances: [] })
      const address = /** @type {`0x${string}`} */ (v.parse(Address, params.address))
      const chains = chainId ? [devnetChainOf(services, chainId)].filter((c) => c !== undefined) : [...services.chains.values()]
      const balances = (await Promise.all(chains.map((chain) => chainBalances(services, chain, address)))).flat()
      return json({ balances })
    }),
  ]
}

/**
 * @param {import('../services.js').Services} services
 * @param {import('../services.js').DevnetChain} chain
 * @param {`0x${string}`} address
 */
export async function chainBalances(services, chain, address) {
  const { publicClient } = chain.clients
  const tokens = chainTokens(chain)
  const amounts = await Promise.all(
    tokens.map((token) =>
      token.key === 'native'
        ? publicClient.getBalance({ address })
        : publicClient.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    ),
  )
  return tokens.flatMap((token, i) => {
    const amount = amounts[i] ?? 0n
    if (amount === 0n) return []
    const numeric = formatUnits(amount, token.decimals)
    return [
      {
        name: token.name,
        symbol: token.symbol,
        chainId: chain.caip,
        ...(token.key === 'native' ? {} : { address: token.caip }),
        value: Number(numeric) * token.price,
        price: token.price,
        iconUrl: tokenIconUrl(services.apiUrl(), token.symbol),
        quantity: { decimals: String(token.decimals), numeric },
      },
    ]
  })
}

/**
 * Only the named keys of a query (the common `projectId`, `st`, `sv` are checked elsewhere).
 * @param {Record<string, string>} query
 * @param {string[]} keys
 */
export function pick(query, keys) {
  return Object.fromEntries(keys.filter((key) => query[key] !== undefined && query[key] !== '').map((key) => [key, query[key]]))
}
