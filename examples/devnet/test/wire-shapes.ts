// The response shapes of the services (docs/spec.md §7), as valibot schemas the tests check answers against.
import * as v from 'valibot'

const CaipNetworkId = v.pipe(v.string(), v.regex(/^[a-z0-9-]+:[-_a-zA-Z0-9]+$/))
const CaipAddress = v.pipe(v.string(), v.regex(/^[a-z0-9-]+:[-_a-zA-Z0-9]+:[-.%a-zA-Z0-9]+$/))
const Hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))
const Integer = v.pipe(v.string(), v.regex(/^\d+$/))
const Address = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{40}$/))

export const WcWallet = v.strictObject({
  id: v.string(),
  name: v.string(),
  badge_type: v.optional(v.picklist(['none', 'certified'])),
  description: v.optional(v.string()),
  chains: v.optional(v.array(CaipNetworkId)),
  homepage: v.optional(v.string()),
  image_id: v.optional(v.string()),
  image_url: v.optional(v.string()),
  order: v.optional(v.number()),
  link_mode: v.optional(v.nullable(v.string())),
  mobile_link: v.optional(v.nullable(v.string())),
  desktop_link: v.optional(v.nullable(v.string())),
  webapp_link: v.optional(v.nullable(v.string())),
  app_store: v.optional(v.nullable(v.string())),
  play_store: v.optional(v.nullable(v.string())),
  chrome_store: v.optional(v.nullable(v.string())),
  rdns: v.optional(v.nullable(v.string())),
  injected: v.optional(
    v.nullable(v.array(v.object({ namespace: v.optional(v.string()), injected_id: v.optional(v.string()) }))),
  ),
  display_index: v.optional(v.number()),
  supports_wc: v.optional(v.boolean()),
  supports_wcpay: v.optional(v.boolean()),
})
export const GetWalletsResponse = v.strictObject({ data: v.array(WcWallet), count: v.number() })

export const Balance = v.strictObject({
  name: v.string(),
  symbol: v.string(),
  chainId: v.string(),
  address: v.optional(v.string()),
  value: v.optional(v.number()),
  price: v.number(),
  iconUrl: v.string(),
  quantity: v.strictObject({ decimals: v.string(), numeric: v.string() }),
})
export const BalanceResponse = v.strictObject({ balances: v.array(Balance) })

const TransactionTransfer = v.strictObject({
  fungible_info: v.optional(
    v.object({
      name: v.optional(v.string()),
      symbol: v.optional(v.string()),
      icon: v.optional(v.object({ url: v.string() })),
    }),
  ),
  nft_info: v.optional(
    v.object({
      name: v.optional(v.string()),
      content: v.optional(
        v.object({
          preview: v.optional(v.object({ url: v.string(), content_type: v.optional(v.null()) })),
          detail: v.optional(v.object({ url: v.string(), content_type: v.optional(v.null()) })),
        }),
      ),
      flags: v.object({ is_spam: v.boolean() }),
    }),
  ),
  direction: v.picklist(['in', 'out', 'self']),
  quantity: v.object({ numeric: v.string() }),
  value: v.optional(v.number()),
  price: v.optional(v.number()),
  // Portico's extension of the wire format: the transfer's own parties (a token transfer's sentTo is the contract).
  sender: v.optional(Address),
  recipient: v.optional(Address),
})
export const Transaction = v.strictObject({
  id: v.string(),
  metadata: v.strictObject({
    operationType: v.string(),
    hash: Hex,
    chain: CaipNetworkId,
    minedAt: v.pipe(v.string(), v.isoTimestamp()),
    sentFrom: v.string(),
    sentTo: v.string(),
    status: v.picklist(['confirmed', 'failed', 'pending']),
    nonce: v.number(),
  }),
  transfers: v.nullable(v.array(TransactionTransfer)),
})
export const HistoryResponse = v.strictObject({ data: v.array(Transaction), next: v.nullable(v.string()) })

export const IdentityResponse = v.strictObject({ avatar: v.nullable(v.string()), name: v.nullable(v.string()) })
export const NameRecord = v.strictObject({
  name: v.pipe(v.string(), v.regex(/\.(reown|wcn)\.id$/)),
  registered_at: v.string(),
  updated_at: v.optional(v.string()),
  addresses: v.record(v.string(), v.object({ address: v.string(), created: v.string() })),
  attributes: v.array(v.object({ avatar: v.optional(v.string()), bio: v.optional(v.string()) })),
})
export const SuggestionResponse = v.strictObject({
  suggestions: v.array(v.strictObject({ name: v.string(), registered: v.boolean() })),
})
export const NameError = v.object({
  message: v.optional(v.string()),
  status: v.string(),
  reasons: v.pipe(v.array(v.strictObject({ name: v.string(), description: v.string() })), v.minLength(1)),
})

export const SwapToken = v.strictObject({
  name: v.string(),
  symbol: v.string(),
  address: CaipAddress,
  decimals: v.number(),
  logoUri: v.string(),
  eip2612: v.optional(v.boolean()),
})
export const SwapTokensResponse = v.strictObject({ tokens: v.array(SwapToken) })
export const SwapQuoteResponse = v.strictObject({
  quotes: v.array(
    v.strictObject({
      id: v.nullable(v.string()),
      fromAmount: Integer,
      fromAccount: v.string(),
      toAmount: Integer,
      toAccount: v.string(),
    }),
  ),
})
export const AllowanceResponse = v.strictObject({ allowance: Integer })
export const GasPriceResponse = v.strictObject({ standard: Integer, fast: Integer, instant: Integer })
export const SwapCalldataResponse = v.strictObject({
  tx: v.strictObject({
    from: CaipAddress,
    to: CaipAddress,
    data: Hex,
    amount: Integer,
    eip155: v.strictObject({ gas: Integer, gasPrice: Integer }),
  }),
})
export const ApproveCalldataResponse = v.strictObject({
  tx: v.strictObject({
    from: CaipAddress,
    to: CaipAddress,
    data: Hex,
    value: Integer,
    eip155: v.strictObject({ gasPrice: Integer }),
  }),
})
export const TokenPriceResponse = v.strictObject({
  fungibles: v.array(
    v.strictObject({
      address: v.string(),
      name: v.string(),
      symbol: v.string(),
      iconUrl: v.string(),
      price: v.number(),
    }),
  ),
})
export const SupportedChains = v.object({ http: v.array(CaipNetworkId), ws: v.array(CaipNetworkId) })

const CoinbaseNetwork = v.strictObject({
  name: v.string(),
  display_name: v.string(),
  chain_id: v.string(),
  contract_address: v.string(),
})
export const OnrampOptions = v.strictObject({
  paymentCurrencies: v.array(
    v.strictObject({
      id: v.string(),
      payment_method_limits: v.array(v.strictObject({ id: v.string(), min: v.string(), max: v.string() })),
    }),
  ),
  purchaseCurrencies: v.array(
    v.strictObject({ id: v.string(), name: v.string(), symbol: v.string(), networks: v.array(CoinbaseNetwork) }),
  ),
})
const QuoteAmount = v.strictObject({ amount: v.string(), currency: v.string() })
export const OnrampQuote = v.object({
  paymentTotal: QuoteAmount,
  paymentSubtotal: QuoteAmount,
  purchaseAmount: QuoteAmount,
  networkFee: QuoteAmount,
  quoteId: v.string(),
})
export const SmartSession = v.strictObject({
  project: v.object({ id: v.string(), name: v.string(), url: v.optional(v.string()), iconUrl: v.optional(v.string()) }),
  pci: v.string(),
  expiry: v.number(),
  createdAt: v.number(),
  permissions: v.array(v.object({ type: v.string(), data: v.unknown() })),
  policies: v.array(v.object({ type: v.string(), data: v.unknown() })),
  context: v.string(),
  revokedAt: v.optional(v.number()),
})
