import { SWAP_QUOTE_DEBOUNCE_MS } from '../constants'
import type { WritablePortico } from '../portico/types'
import { fetchSwapQuote } from './fetchSwapQuote'
import { setSwapStatus, updateSwap } from './updateSwap'

const QUOTE_TIMER = 'swap-quote'

/**
 * Forgets the quote of the old inputs and asks for a new one once the inputs have rested SWAP_QUOTE_DEBOUNCE_MS
 * (each change restarts the wait); the quote's status is 'pending' meanwhile. A failed quote shows as
 * `status.quote = 'error'` and is reported by the action.
 */
export function scheduleSwapQuote(p: WritablePortico): void {
  updateSwap(p, { quote: undefined, toTokenAmount: '', approvalTransaction: undefined, swapTransaction: undefined })
  // A quote is on its way from now on: while typing rests, no "no route" is shown for the amount being typed.
  setSwapStatus(p, 'quote', 'pending')
  p.timers.schedule(QUOTE_TIMER, SWAP_QUOTE_DEBOUNCE_MS, () => {
    fetchSwapQuote(p).catch(() => undefined)
  })
}
