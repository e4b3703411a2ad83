// @portico/sdk/swap — the swap behind `portico.$swap`: tokens, prices, balances, gas price, debounced race-free
// quotes, allowance and approval, building and sending the swap, and the figures shown. A separate entry; viem
// loads only when a transaction is sent.
export { fetchSwapTokens } from './fetchSwapTokens'
export { fetchSwapGasPrice } from './fetchSwapGasPrice'
export { setSwapAmount, type SetSwapAmountParams } from './setSwapAmount'
export { setSwapSourceToken, type SetSwapSourceTokenParams } from './setSwapSourceToken'
export { setSwapToToken, type SetSwapToTokenParams } from './setSwapToToken'
export { switchSwapTokens } from './switchSwapTokens'
export { fetchSwapQuote } from './fetchSwapQuote'
export { swapTokens } from './swapTokens'
export { isSwapNetwork, type IsSwapNetworkParams } from '../services/isSwapNetwork'
export { swapStep, type SwapStep } from './swapStep'
export { searchSwapTokens } from './searchSwapTokens'
export { isPositiveAmount } from './isPositiveAmount'
export { swapFigures, type SwapFigureInputs, type SwapFigures } from './swapFigures'
export type { SwapState, SwapOperation, SwapTokenWithBalance, SwapTransaction } from './types'
