// @portico/sdk/swap — the swap behind `portico.$swap`: tokens, prices, balances, gas price, debounced race-free
// quotes, allowance and approval, building and sending the swap, and the figures shown. A separate entry; viem
// loads only when a transaction is sent.
export { fetchSwapTokens, type FetchSwapTokensErrorType } from './fetchSwapTokens'
export { fetchSwapGasPrice, type FetchSwapGasPriceErrorType } from './fetchSwapGasPrice'
export { setSwapAmount, type SetSwapAmountErrorType, type SetSwapAmountParams } from './setSwapAmount'
export { setSwapSourceToken, type SetSwapSourceTokenErrorType, type SetSwapSourceTokenParams } from './setSwapSourceToken'
export { setSwapToToken, type SetSwapToTokenErrorType, type SetSwapToTokenParams } from './setSwapToToken'
export { switchSwapTokens, type SwitchSwapTokensErrorType } from './switchSwapTokens'
export { fetchSwapQuote, type FetchSwapQuoteErrorType } from './fetchSwapQuote'
export { swapTokens, type SwapTokensErrorType } from './swapTokens'
export { isSwapNetwork, type IsSwapNetworkErrorType, type IsSwapNetworkParams } from '../api/instance/isSwapNetwork'
export { swapStep, type SwapStep } from './swapStep'
export { searchSwapTokens } from './searchSwapTokens'
export { isPositiveAmount } from './isPositiveAmount'
export { swapFigures, type SwapFigureInputs, type SwapFigures } from './swapFigures'
export type { SwapState, SwapOperation, SwapTokenWithBalance, SwapTransaction } from './types'
