// @ts-check
import * as v from 'valibot'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { GAS_PRICE_TIERS_PERCENT, SWAP_GAS_WITHOUT_ESTIMATE } from '../config.js'
import { pick } from '../blockchain/balance.js'
import { Address, CaipAddress, CaipChainId, UintString, devnetChainOf, parseDevnetCaipAddress, requireDevnetChain } from '../blockchain/params.js'
import { chainTokens, findToken, tokenIconUrl } from '../blockchain/tokens.js'
import { badRequest, json } from '../http/reply.js'
import { route } from '../http/router.js'
import { poolAbi } from '../chain/abis.js'

/** An account as a plain 0x address (what AppKit sends) or CAIP-10 (what Portico sends); the service reads neither. */
const UserAddress = v.union([Address, CaipAddress])
const QuoteQuery = v.object({
  amount: UintString,
  userAddress: v.optional(UserAddress),
  from: CaipAddress,
  to: CaipAddress,
  gasPrice: v.optional(v.string()),
})
const AllowanceQuery = v.object({ tokenAddress: CaipAddress, userAddress: v.string() })
const ApproveQuery = v.object({ userAddress: v.optional(UserAddress), from: CaipAddress, to: CaipAddress, amount: v.optional(UintString) })
const SwapBody = v.object({
  amount: UintString,
  eip155: v.optional(v.object({ slippage: v.optional(v.union([v.number(), v.pipe(v.string(), v.decimal())])) })),
  projectId: v.optional(v.string()),
  from: CaipAddress,
  to: CaipAddress,
  userAddress: CaipAddress,
  disableEstimate: v.optional(v.boolean()),
})

/**
 * The convert (swap) API over the devnet pool: tokens, quotes from on-chain reserves, allowance and gas price
 * from the chain, and real calldata for `approve` and the pool's `swap`.
 * @param {import('../services.js').Services} services
 */
export function convertRoutes(services) {
  /**
   * The pair of devnet tokens a swap names, on one chain.
   * @param {string} from
   * @param {string} to
   */
  const pair = (from, to) => {
    const source = parseDevnetCaipAddress(services, from)
    const target = parseDevnetCaipAddress(services, to)
    if (source.chain !== target.chain) throw badRequest('Both tokens must be on the same chain')
    const tokenIn = findToken(source.chain, source.address)
    const tokenOut = findToken(source.chain, target.address)
    if (!tokenIn || !tokenOut) throw badRequest('Unknown token for this chain')
    if (tokenIn === tokenOut || tokenIn.address === tokenOut.address) throw badRequest('The tokens must differ')
    return { chain: source.chain, tokenIn, tokenOut }
  }
  /** @param {import('../services.js').DevnetChain} chain @param {`0x${string}`} tokenIn @param {`0x${string}`} tokenOut @param {bigint} amount */
  const quote = (chain, tokenIn, tokenOut, amount) =>
    chain.clients.publicClient.readContract({ address: chain.contracts.pool, abi: poolAbi, functionName: 'quote', args: [tokenIn, tokenOut, amount] })

  return [
    route('GET', '/v1/convert/tokens', ({ query }) => {
      const chain = devnetChainOf(services, v.parse(CaipChainId, query.chainId ?? ''))
      const tokens = chain
        ? chainTokens(chain).map((t) => ({
            name: t.name,
            symbol: t.symbol,
            address: t.caip,
            decimals: t.decimals,
            logoUri: tokenIconUrl(services.apiUrl(), t.symbol),
            eip2612: false,
          }))
        : []
      return json({ tokens })
    }),

    route('GET', '/v1/convert/quotes', async ({ query }) => {
      const { amount, from, to } = v.parse(QuoteQuery, pick(query, ['amount', 'userAddress', 'from', 'to', 'gasPrice']))
      const { chain, tokenIn, tokenOut } = pair(from, to)
      const toAmount = await quote(chain, tokenIn.address, tokenOut.address, BigInt(amount))
      return json({ quotes: [{ id: null, fromAmount: amount, fromAccount: tokenIn.caip, toAmount: toAmount.toString(), toAccount: tokenOut.caip }] })
    }),

    route('GET', '/v1/convert/allowance', async ({ query }) => {
      const { tokenAddress, userAddress } = v.parse(AllowanceQuery, pick(query, ['tokenAddress', 'userAddress']))
      const { chain, address } = parseDevnetCaipAddress(services, tokenAddress)
      const token = findToken(chain, address)
      if (!token) throw badRequest('Unknown token for this chain')
      if (token.key === 'native') return json({ allowance: maxUint256.toString() })
      const owner = /** @type {`0x${string}`} */ (userAddress.split(':').at(-1))
      const allowance = await chain.clients.publicClient.readContract({
        address: token.address, abi: erc20Abi, functionName: 'allowance', args: [v.parse(Addressish, owner), chain.contracts.pool],
      })
      return json({ allowance: allowance.toString() })
    }),

    route('GET', '/v1/convert/gas-price', async ({ query }) => {
      const chain = requireDevnetChain(services, v.parse(CaipChainId, query.chainId ?? ''))
      const gasPrice = await chain.clients.publicClient.getGasPrice()
      const tier = (/** @type {bigint} */ percent) => ((gasPrice * percent) / 100n).toString()
      return json({ standard: tier(GAS_PRICE_TIERS_PERCENT.standard), fast: tier(GAS_PRICE_TIERS_PERCENT.fast), instant: tier(GAS_PRICE_TIERS_PERCENT.instant) })
    }),

    // The real service's answer: `tx.from` echoes the `from` query (the token to approve, CAIP-10), `tx.to` is what
    // its swap provider answers for the token the `to` query names, `data` approves the swap contract, and
    // `eip155` holds a gas price only (the wallet estimates the gas). `userAddress` is taken and not read.
    // AppKit sends the approval to `tx.from`; Portico to whichever field names the `from` token.
    route('GET', '/v1/convert/build-approve', async ({ query }) => {
      const { from, to, amount } = v.parse(ApproveQuery, pick(query, ['userAddress', 'from', 'to', 'amount']))
      const { chain, tokenIn, tokenOut } = pair(from, to)
      if (tokenIn.key === 'native') throw badRequest('The native coin needs no approval')
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.contracts.pool, amount ? BigInt(amount) : maxUint256] })
      const gasPrice = await chain.clients.publicClient.getGasPrice()
      return json({ tx: { from, to: tokenOut.caip, data, value: '0', eip155: { gasPrice: gasPrice.toString() } } })
    }),

    route('POST', '/v1/convert/build-transaction', async ({ body }) => {
      const { amount, eip155, from, to, userAddress, disableEstimate } = v.parse(SwapBody, body)
      const { chain, tokenIn, tokenOut } = pair(from, to)
      const user = parseDevnetCaipAddress(services, userAddress).address
      const slippagePercent = Number(eip155?.slippage ?? 1)
      if (!(slippagePercent >= 0 && slippagePercent <= 50)) throw badRequest('Slippage must be between 0 and 50')
      const amountIn = BigInt(amount)
      const expected = await quote(chain, tokenIn.address, tokenOut.address, amountIn)
      const minAmountOut = (expected * BigInt(Math.round((100 - slippagePercent) * 100))) / 10_000n
      const value = tokenIn.key === 'native' ? amountIn : 0n
      const data = encodeFunctionData({ abi: poolAbi, functionName: 'swap', args: [tokenIn.address, tokenOut.address, amountIn, minAmountOut] })
      const { publicClient } = chain.clients
      const [gas, gasPrice] = await Promise.all([
        disableEstimate ? Promise.resolve(SWAP_GAS_WITHOUT_ESTIMATE) : estimate(publicClient, { account: user, to: chain.contracts.pool, data, value }),
        publicClient.getGasPrice(),
      ])
      return json({
        tx: {
          from: `${chain.caip}:${user}`,
          to: `${chain.caip}:${chain.contracts.pool.toLowerCase()}`,
          data,
          amount: value.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      })
    }),
  ]
}

const Addressish = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address'), v.transform((a) => /** @type {`0x${string}`} */ (a)))

/**
 * Gas for a call; a call that would revert is the caller's mistake (400), not a server error.
 * @param {import('viem').PublicClient} publicClient
 * @param {{ account: `0x${string}`, to: `0x${string}`, data: `0x${string}`, value?: bigint }} call
 */
async function estimate(publicClient, call) {
  try {
    return await publicClient.estimateGas(call)
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)
    throw badRequest(`The transaction would fail: ${reason}`)
  }
}
