// @portico/sdk/swap — the swap behind `portico.$swap`: tokens, prices, balances, gas price, debounced race-free
// quotes, allowance and approval, building and sending the swap, and the figures shown. A separate entry; viem
// loads only when a transaction is sent.
export { fetchSwapTokens, type FetchSwapTokensReturnType, type FetchSwapTokensErrorType } from './fetchSwapTokens'
export {
  fetchSwapGasPrice,
  type FetchSwapGasPriceReturnType,
  type FetchSwapGasPriceErrorType,
} from './fetchSwapGasPrice'
export {
  setSwapAmount,
  type SetSwapAmountReturnType,
  type SetSwapAmountErrorType,
  type SetSwapAmountParams,
} from './setSwapAmount'
export {
  setSwapSourceToken,
  type SetSwapSourceTokenReturnType,
  type SetSwapSourceTokenErrorType,
  type SetSwapSourceTokenParams,
} from './setSwapSourceToken'
export {
  setSwapToToken,
  type SetSwapToTokenReturnType,
  type SetSwapToTokenErrorType,
  type SetSwapToTokenParams,
} from './setSwapToToken'
export { switchSwapTokens, type SwitchSwapTokensReturnType, type SwitchSwapTokensErrorType } from './switchSwapTokens'
export { fetchSwapQuote, type FetchSwapQuoteReturnType, type FetchSwapQuoteErrorType } from './fetchSwapQuote'
export { swapTokens, type SwapTokensReturnType, type SwapTokensErrorType } from './swapTokens'
export {
  isSwapNetwork,
  type IsSwapNetworkReturnType,
  type IsSwapNetworkErrorType,
  type IsSwapNetworkParams,
} from '../api/instance/isSwapNetwork'
export { swapStep, type SwapStep } from './swapStep'
export { swapValues, type SwapValues } from './swapValues'
export {
  setSwapMaxAmount,
  type SetSwapMaxAmountReturnType,
  type SetSwapMaxAmountErrorType,
} from './setSwapMaxAmount'
export { searchSwapTokens } from './searchSwapTokens'
export { isPositiveAmount } from './isPositiveAmount'
export { swapFigures, type SwapFigureInputs, type SwapFigures } from './swapFigures'
export type { SwapState, SwapOperation, SwapTokenWithBalance, SwapTransaction } from './types'
