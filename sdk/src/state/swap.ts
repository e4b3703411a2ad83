import type { SwapState } from '../swap/types'

export function initialSwapState(): SwapState {
  return {
    tokens: [],
    myTokensWithBalance: [],
    tokensPriceMap: {},
    sourceTokenAmount: '',
    sourceTokenPriceInUSD: 0,
    toTokenAmount: '',
    toTokenPriceInUSD: 0,
    networkPrice: 0,
    networkTokenSymbol: '',
    gasFee: '0',
    gasPriceInUSD: 0,
    priceImpact: 0,
    maxSlippage: 0,
    providerFee: 0,
    status: { initialize: 'idle', quote: 'idle', approval: 'idle', build: 'idle', transaction: 'idle' },
  }
}
