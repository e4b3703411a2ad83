import { atom, type WritableAtom } from 'nanostores'
import type { SwapState } from './types'
import { defineEntryStore } from '../stores/entryStore'

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

/** Makes the swap form and its figures of an instance (`portico.$swap`), on its first read (`swapStore`). */
export const createSwapStore = (): WritableAtom<SwapState> => atom(initialSwapState())

/** The swap store of an instance, `portico.$swap`: made on its first read, by this entry's code. */
export const swapStore = defineEntryStore('$swap', createSwapStore)
