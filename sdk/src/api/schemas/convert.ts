import { array, boolean, nullish, object, optional, string, type InferOutput } from 'valibot'
import { urlOrDropped } from '../../url/schemas'
import { finiteNumber, numberOrText, optionalText, unitsText, wholeCount } from './fields'

export const swapTokenSchema = object({
  name: string(),
  symbol: string(),
  address: string(),
  decimals: wholeCount,
  logoUri: urlOrDropped('image'),
  eip2612: nullish(boolean()),
})
/** A token the swap service can trade. */
export type SwapToken = InferOutput<typeof swapTokenSchema>
export const swapTokensResponseSchema = object({ tokens: array(swapTokenSchema) })

export const swapQuoteSchema = object({
  id: nullish(string()),
  fromAmount: unitsText,
  fromAccount: string(),
  toAmount: unitsText,
  toAccount: string(),
})
/** A swap quote: what goes in and what comes out. */
export type SwapQuote = InferOutput<typeof swapQuoteSchema>
export const swapQuotesResponseSchema = object({ quotes: array(swapQuoteSchema) })

export const allowanceResponseSchema = object({ allowance: unitsText })

/** Gas prices in wei, as text: whole numbers, never negative. */
export const gasPriceSchema = object({ standard: unitsText, fast: unitsText, instant: unitsText })
/** The network's gas prices, as the blockchain API answers them. */
export type GasPrice = InferOutput<typeof gasPriceSchema>

// The service sends no gas figure for an approval (its provider gives only a gas price): the wallet estimates it.
const gas = object({ gas: optional(numberOrText), gasPrice: numberOrText })

export const swapCalldataResponseSchema = object({
  tx: object({ from: string(), to: string(), data: string(), amount: string(), eip155: gas }),
})
/** The swap transaction to send, as the blockchain API builds it. */
export type SwapCalldata = InferOutput<typeof swapCalldataResponseSchema>['tx']

export const approveCalldataResponseSchema = object({
  tx: object({ from: string(), to: string(), data: string(), value: string(), eip155: gas }),
})
/** The transaction that lets the swap contract spend a token. */
export type ApproveCalldata = InferOutput<typeof approveCalldataResponseSchema>['tx']

export const tokenPriceSchema = object({
  address: optionalText,
  name: string(),
  symbol: string(),
  iconUrl: urlOrDropped('image'),
  price: finiteNumber,
})
/** A token's price in USD. */
export type TokenPrice = InferOutput<typeof tokenPriceSchema>
export const tokenPricesResponseSchema = object({ fungibles: array(tokenPriceSchema) })
