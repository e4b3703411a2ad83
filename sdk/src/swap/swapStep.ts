import { checkParam, objectParam } from '../validation/checkParam'
import { isPositiveAmount } from './isPositiveAmount'
import type { SwapState } from './types'

/**
 * Where the swap form stands, in the order a user meets it: still loading, a token to pick, an amount to type, more
 * than the balance, a quote on its way or failed, no route for the pair, then ready, with an approval first when
 * the source token's allowance is too low.
 */
export type SwapStep =
  | 'loading'
  | 'select-token'
  | 'enter-amount'
  | 'insufficient-balance'
  | 'quoting'
  | 'quote-failed'
  | 'no-route'
  | 'approve'
  | 'ready'

/** Where the swap form stands now (see `SwapStep`): what the form's button says and whether it acts. */
export function swapStep(
  state: Pick<
    SwapState,
    'status' | 'sourceToken' | 'toToken' | 'sourceTokenAmount' | 'inputError' | 'quote' | 'approvalTransaction'
  >,
): SwapStep {
  checkParam('state', objectParam({ status: objectParam() }), state)
  if (state.status.initialize === 'pending') return 'loading'
  if (!state.sourceToken || !state.toToken) return 'select-token'
  if (!isPositiveAmount(state.sourceTokenAmount)) return 'enter-amount'
  if (state.inputError) return 'insufficient-balance'
  if (state.status.quote === 'pending') return 'quoting'
  if (state.status.quote === 'error') return 'quote-failed'
  if (!state.quote) return 'no-route'
  return state.approvalTransaction ? 'approve' : 'ready'
}
