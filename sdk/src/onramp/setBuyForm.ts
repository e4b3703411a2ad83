import * as v from 'valibot'
import type { BuyForm } from './types'
import { requireOnramp } from './requireOnramp'
import { checkParam, textParam } from '../validation/checkParam'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { onrampStore } from './onrampStore'

/** The parameters of `setBuyForm`: the fields of the buy form to change. */
export type SetBuyFormParams = Partial<BuyForm>

/** What `setBuyForm` returns. */
export type SetBuyFormReturnType = undefined

/**
 * Changes the buy form (provider, crypto to buy, fiat to pay with, amount). A quote is for the form it was asked
 * for, so any change drops the last quote (and its error); `refreshBuyQuote` asks for the next. A provider must be one offered on the active network ('Action not
 * allowed' when none is, 'Unsupported chain' when that one does not serve the namespace).
 *
 * @example
 * setBuyForm(portico, { paymentAmount: '50', purchaseCurrency: 'USDC' })
 */
export function setBuyForm(p: Portico, changes: SetBuyFormParams): void {
  runAction(p, (p) => {
    checkParam('changes', v.object({}, 'must be an object'), changes)
    if (changes.paymentAmount !== undefined) checkParam('changes.paymentAmount', textParam(), changes.paymentAmount)
    if (changes.provider !== undefined) requireOnramp(p, changes.provider)
    const trimmed = changes.paymentAmount === undefined ? {} : { paymentAmount: changes.paymentAmount.trim() }
    onrampStore(p).set({ ...onrampStore(p).get(), ...changes, ...trimmed, quote: undefined, quoteError: undefined })
  })
}

/** The error codes `setBuyForm` can throw. */
export type SetBuyFormErrorType = 'ACTION_FAILED' | 'ACTION_NOT_ALLOWED' | 'INVALID_PARAMETER' | 'UNSUPPORTED_CHAIN'
