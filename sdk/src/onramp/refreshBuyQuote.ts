import { isPorticoError, PorticoError } from '../errors'
import { buyAmountIssue } from './buyAmountIssue'
import { buyFormKey } from './buyFormKey'
import { fetchBuyQuote } from './fetchBuyQuote'
import { paymentLimits } from './paymentLimits'
import { requireOnramp } from './requireOnramp'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { onrampStore } from './onrampStore'

const QUOTE_TIMER = 'buy-quote'

/** How long the buy form rests before its quote is asked for (each change restarts the wait). */
export const BUY_QUOTE_DEBOUNCE_MS = 500

/** What `refreshBuyQuote` returns. */
export type RefreshBuyQuoteReturnType = undefined

/**
 * Asks for a quote for the buy form as it is, once it has rested BUY_QUOTE_DEBOUNCE_MS: each call restarts the
 * wait, and a form without a valid amount cancels the pending one (its field says what is wrong). Meanwhile
 * `$onramp.status.quote` is 'pending'; a failure shows as `$onramp.quoteError`, and an answer for a form changed
 * since is dropped. Call it after each `setBuyForm`.
 *
 * @example
 * setBuyForm(portico, { paymentAmount: '100' })
 * refreshBuyQuote(portico) // the quote follows once typing rests
 */
export function refreshBuyQuote(p: Portico): void {
  runAction(p, (p) => {
    requireOnramp(p)
    p.timers.cancel(QUOTE_TIMER)
    const form = onrampStore(p).get()
    const limits = form.options && paymentLimits(form.options, form.paymentCurrency)
    const valid = form.paymentAmount !== '' && !buyAmountIssue(form.paymentAmount, limits)
    onrampStore(p).set({
      ...form,
      quoteError: undefined,
      status: { ...form.status, quote: valid ? 'pending' : 'idle' },
    })
    if (!valid) return
    p.timers.schedule(QUOTE_TIMER, BUY_QUOTE_DEBOUNCE_MS, () => {
      const asked = onrampStore(p).get()
      fetchBuyQuote(p, {
        purchaseCurrency: asked.purchaseCurrency,
        paymentCurrency: asked.paymentCurrency,
        amount: asked.paymentAmount,
      }).catch((error: unknown) => {
        // Reported by fetchBuyQuote; shown beside the form it was asked for, and only there.
        if (buyFormKey(onrampStore(p).get()) !== buyFormKey(asked)) return
        const failure = isPorticoError(error) ? error : new PorticoError('ACTION_FAILED', { cause: error })
        const state = onrampStore(p).get()
        const quoteError = { code: failure.code, params: failure.params, message: failure.message }
        onrampStore(p).set({ ...state, quoteError, status: { ...state.status, quote: 'error' } })
      })
    })
  })
}

/** The error codes `refreshBuyQuote` can throw. */
export type RefreshBuyQuoteErrorType =
  | 'ACTION_FAILED'
  | 'ACTION_NOT_ALLOWED'
  | 'INVALID_PARAMETER'
  | 'UNSUPPORTED_CHAIN'
