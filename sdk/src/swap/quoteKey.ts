import type { SwapState } from './types'

/** What a quote is for: the amount and the two tokens. An answer whose key is no longer current is dropped. */
export function quoteKey(state: Pick<SwapState, 'sourceTokenAmount' | 'sourceToken' | 'toToken'>): string {
  return [state.sourceTokenAmount, state.sourceToken?.address ?? '', state.toToken?.address ?? ''].join('|')
}
