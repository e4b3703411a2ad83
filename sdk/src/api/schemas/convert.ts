import { array, boolean, nullish, number, object, string, type InferOutput } from 'valibot'
import { urlOrDropped } from '../../url/schemas'
import { numberOrText, optionalText } from './fields'

export const swapTokenSchema = object({
  name: string(),
  symbol: string(),
  address: string(),
  decimals: number(),
  logoUri: urlOrDropped('image'),
  eip2612: nullish(boolean()),
})
export type SwapToken = InferOutput<typeof swapTokenSchema>
export const swapTokensResponseSchema = object({ tokens: array(swapTokenSchema) })

export const swapQuoteSchema = object({
  id: nullish(string()),
  fromAmount: string(),
  fromAccount: string(),
  toAmount: string(),
  toAccount: string(),
})
export type SwapQuote = InferOutput<typeof swapQuoteSchema>
export const swapQuotesResponseSchema = object({ quotes: array(swapQuoteSchema) })

export const allowanceResponseSchema = object({ allowance: string() })

export const gasPriceSchema = object({ standard: string(), fast: string(), instant: string() })
export type GasPrice = InferOutput<typeof gasPriceSchema>

const gas = object({ gas: numberOrText, gasPrice: numberOrText })

export const swapCalldataResponseSchema = object({
  tx: object({ from: string(), to: string(), data: string(), amount: string(), eip155: gas }),
})
export type SwapCalldata = InferOutput<typeof swapCalldataResponseSchema>['tx']

export const approveCalldataResponseSchema = object({
  tx: object({ from: string(), to: string(), data: string(), value: string(), eip155: gas }),
})
export type ApproveCalldata = InferOutput<typeof approveCalldataResponseSchema>['tx']

export const tokenPriceSchema = object({
  address: optionalText,
  name: string(),
  symbol: string(),
  iconUrl: urlOrDropped('image'),
  price: number(),
})
export type TokenPrice = InferOutput<typeof tokenPriceSchema>
export const tokenPricesResponseSchema = object({ fungibles: array(tokenPriceSchema) })
