import { SWAP_QUOTE_DEBOUNCE_MS } from '../constants'
import type { Portico } from '../instance/types'
import { fetchSwapQuote } from './fetchSwapQuote'
import { updateSwap } from './updateSwap'

const QUOTE_TIMER = 'swap-quote'

/**
 * Forgets the quote of the old inputs and asks for a new one once the inputs have rested SWAP_QUOTE_DEBOUNCE_MS
 * (each change restarts the wait). A failed quote shows as `status.quote = 'error'` and is reported by the action.
 */
export function scheduleSwapQuote(p: Portico): void {
  updateSwap(p, { quote: undefined, toTokenAmount: '', approvalTransaction: undefined, swapTransaction: undefined })
  p.timers.schedule(QUOTE_TIMER, SWAP_QUOTE_DEBOUNCE_MS, () => {
    fetchSwapQuote(p).catch(() => undefined)
  })
}
