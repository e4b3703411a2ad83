import { atom, type WritableAtom } from 'nanostores'
import type { SwapState } from './types'

/** The swap form and its figures as it starts. */
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

/** Makes the swap form and its figures of an instance (`portico.$swap`), on its first read (`instance/entryStores.ts`). */
export const createSwapStore = (): WritableAtom<SwapState> => atom(initialSwapState())
