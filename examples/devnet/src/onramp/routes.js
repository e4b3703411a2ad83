// @ts-check
import * as v from 'valibot'
import { CHECKOUT_DEFAULT_AMOUNT, ONRAMP_FEE_RATE, ONRAMP_FIAT, ONRAMP_LIMITS, ONRAMP_NETWORK_FEE_USD, PRICES_USD } from '../config.js'
import { Address } from '../blockchain/params.js'
import { chainTokens } from '../blockchain/tokens.js'
import { badRequest, json } from '../http/reply.js'
import { route } from '../http/router.js'

const Named = v.union([v.pipe(v.string(), v.maxLength(64)), v.looseObject({ id: v.optional(v.string()), symbol: v.optional(v.string()) })])
const QuoteBody = v.object({
  purchaseCurrency: Named,
  paymentCurrency: Named,
  amount: v.union([v.pipe(v.string(), v.decimal()), v.number()]),
  network: v.optional(v.string()),
})
const OnrampUrlBody = v.object({
  destinationWallets: v.pipe(
    v.array(v.object({ address: Address, blockchains: v.optional(v.array(v.string())), assets: v.optional(v.array(v.string())), supportedNetworks: v.optional(v.array(v.string())) })),
    v.minLength(1),
  ),
  defaultNetwork: v.optional(v.string()),
  partnerUserId: v.optional(v.string()),
  defaultExperience: v.optional(v.string()),
  presetCryptoAmount: v.optional(v.union([v.number(), v.pipe(v.string(), v.decimal())])),
  presetFiatAmount: v.optional(v.union([v.number(), v.pipe(v.string(), v.decimal())])),
})

/** @param {v.InferOutput<typeof Named>} value */
const symbolOf = (value) => (typeof value === 'string' ? value : (value.symbol ?? value.id ?? '')).toUpperCase()

/**
 * The on-ramp: options, quotes from the price table, and a URL generator pointing at the local checkout page.
 * @param {import('../services.js').Services} services
 */
export function onrampRoutes(services) {
  /** A devnet chain named by a network string ('31337', 'eip155:31337', 'devnet'); the first chain otherwise. @param {string | undefined} network */
  const chainNamed = (network) => {
    const id = Number((network ?? '').split(':').at(-1))
    return services.chains.get(id) ?? [...services.chains.values()][0]
  }

  return [
    route('GET', '/v1/onramp/options', () => {
      const first = [...services.chains.values()][0]
      const purchaseCurrencies = first
        ? chainTokens(first).map((token) => ({
            id: token.symbol,
            name: token.name,
            symbol: token.symbol,
            networks: [...services.chains.values()].map((chain) => {
              const onChain = chainTokens(chain).find((t) => t.key === token.key)
              return {
                name: `devnet-${chain.chainId}`,
                display_name: `Portico Devnet ${chain.chainId}`,
                chain_id: String(chain.chainId),
                contract_address: token.key === 'native' ? '' : (onChain?.address ?? ''),
              }
            }),
          }))
        : []
      const paymentCurrencies = ONRAMP_FIAT.map((id) => ({ id, payment_method_limits: ONRAMP_LIMITS }))
      return json({ paymentCurrencies, purchaseCurrencies })
    }),

    route('POST', '/v1/onramp/quote', ({ body }) => {
      const { purchaseCurrency, paymentCurrency, amount } = v.parse(QuoteBody, body)
      const symbol = symbolOf(purchaseCurrency)
      const fiat = symbolOf(paymentCurrency)
      const price = PRICES_USD[symbol]
      if (price === undefined) throw badRequest(`Unknown purchase currency ${symbol}`)
      if (!ONRAMP_FIAT.includes(fiat)) throw badRequest(`Unknown payment currency ${fiat}`)
      const total = Number(amount)
      const fee = total * ONRAMP_FEE_RATE
      const subtotal = total - fee - ONRAMP_NETWORK_FEE_USD
      if (!(subtotal > 0)) throw badRequest('The amount does not cover the fees')
      /** @param {number} value @param {string} currency */
      const money = (value, currency) => ({ amount: value.toFixed(2), currency })
      return json({
        paymentTotal: money(total, fiat),
        paymentSubtotal: money(subtotal, fiat),
        purchaseAmount: { amount: (subtotal / price).toFixed(6), currency: symbol },
        networkFee: money(ONRAMP_NETWORK_FEE_USD, fiat),
        coinbaseFee: money(fee, fiat),
        quoteId: `devnet-quote-${services.now()}`,
      })
    }),

    route('POST', '/v1/generators/onrampurl', ({ body }) => {
      const request = v.parse(OnrampUrlBody, body)
      const [wallet] = request.destinationWallets
      if (!wallet) throw badRequest('A destination wallet is required')
      const chain = chainNamed(request.defaultNetwork ?? wallet.blockchains?.[0])
      if (!chain) throw badRequest('No devnet chain')
      const asset = (wallet.assets ?? []).map((a) => a.toUpperCase()).find((a) => a in CHECKOUT_DEFAULT_AMOUNT) ?? 'ETH'
      const price = PRICES_USD[asset] ?? 1
      const preset = request.presetCryptoAmount ?? (request.presetFiatAmount === undefined ? undefined : Number(request.presetFiatAmount) / price)
      const amount = preset === undefined ? CHECKOUT_DEFAULT_AMOUNT[/** @type {'ETH'} */ (asset)] : String(Number(Number(preset).toFixed(6)))
      const url = new URL('/dev/checkout', services.apiUrl())
      url.search = new URLSearchParams({ address: wallet.address, chainId: String(chain.chainId), asset, amount }).toString()
      return json({ url: url.toString() })
    }),
  ]
}
