import type { WritableAtom } from 'nanostores'
import type { SwapQuote, SwapToken } from '../api/schemas/convert'
import type { MutationStatus } from '../mutation/status'

/** A swap token the account holds: its balance (whole units) and value. */
export interface SwapTokenWithBalance extends SwapToken {
  quantity: { decimals: string; numeric: string }
  price: number
  value: number
}

/** A transaction the wallet will be asked to send (from the convert service's calldata). */
export interface SwapTransaction {
  /** Plain address the transaction goes to. */
  to: string
  data: `0x${string}`
  /** Native value sent, in base units. */
  value: bigint
  /** The service's gas figure; none for an approval (the wallet estimates it; the network fee leaves it out). */
  gas?: bigint | undefined
  gasPrice: bigint
}

/** The swap operations whose progress `$swap.status` shows. */
export type SwapOperation = 'initialize' | 'quote' | 'approval' | 'build' | 'transaction'

/** `portico.$swap`: the swap form, its data and the figures computed from them. */
export interface SwapState {
  /** The network the tokens and prices were loaded for. */
  caipNetworkId?: string | undefined
  tokens: SwapToken[]
  myTokensWithBalance: SwapTokenWithBalance[]
  /** USD price by token CAIP address (lower case). */
  tokensPriceMap: Record<string, number>
  sourceToken?: SwapToken | undefined
  /** Whole units, as typed. */
  sourceTokenAmount: string
  sourceTokenPriceInUSD: number
  toToken?: SwapToken | undefined
  /** Whole units, from the quote. */
  toTokenAmount: string
  toTokenPriceInUSD: number
  /** The native token's price in USD. */
  networkPrice: number
  networkTokenSymbol: string
  /** The network's gas price (the service's standard figure), in wei. */
  gasPrice?: bigint | undefined
  /** The last quote, for the current amount and tokens only. */
  quote?: SwapQuote | undefined
  /** How much of the source token the pool may spend (base units); undefined for the native token. */
  allowance?: bigint | undefined
  /** Set when the source token must be approved first. */
  approvalTransaction?: SwapTransaction | undefined
  swapTransaction?: SwapTransaction | undefined
  /** Network fee in native whole units (the swap's gas, plus the approval's when the service gives it, at the gas price). */
  gasFee: string
  /** The network fee in USD. */
  gasPriceInUSD: number
  /** Percent lost between the source's and the received token's USD values. */
  priceImpact: number
  /** Whole units of the received token that slippage may cost (SWAP_SLIPPAGE %). */
  maxSlippage: number
  /** Whole units of the source token the provider keeps (SWAP_PROVIDER_FEE_RATE). */
  providerFee: number
  /** Why the amount cannot be swapped (e.g. more than the balance). */
  inputError?: string | undefined
  /** The hash of the last swap sent. */
  hash?: string | undefined
  status: Record<SwapOperation, MutationStatus>
}

declare module '../portico/types' {
  /** The stores this entry owns, made on their first read (`instance/entryStores.ts`), one per instance. */
  interface WritablePortico {
    /** The swap form and its figures (actions in `@portico/sdk/swap`). */
    readonly $swap: WritableAtom<SwapState>
  }
}
