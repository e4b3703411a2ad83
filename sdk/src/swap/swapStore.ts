import { atom, type WritableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { entryStore } from '../stores/entryStore'
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

/**
 * The swap form and its figures of an instance (`portico.$swap`), made on first use by its entry and kept by the instance.
 *
 * @example
 * swapStore(portico).get()
 */
export function swapStore(p: Portico): WritableAtom<SwapState> {
  return entryStore(p, swapStore, () => atom(initialSwapState()))
}
