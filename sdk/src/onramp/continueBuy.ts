import type { Portico } from '../portico/types'
import { buyAmountIssue, buyAmountReason } from './buyAmountIssue'
import { openBuy } from './openBuy'
import { CARD_PAYMENT_METHOD, paymentLimits } from './paymentLimits'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import { onrampStore } from './onrampStore'
import { transactionError } from '../errors/transactionMessages'

/** What `continueBuy` returns. */
export type ContinueBuyReturnType = string

/**
 * Opens the checkout for the buy form (`openBuy`): the chosen provider (else the first offered), the crypto to buy,
 * and the fiat amount as a preset when one is typed. A typed amount outside the payment limits is refused first
 * ('Invalid amount'). Call it inside the user's click so the browser lets the new tab open. Returns the URL.
 *
 * @example
 * await continueBuy(portico) // the buy form of portico.$buy, to the provider's checkout
 */
export function continueBuy(p: Portico): Promise<string> {
  return runAction(p, async (p) => {
    const form = onrampStore(p).get()
    const amount = form.paymentAmount
    if (amount !== '') {
      const options = form.options
      const problem = buyAmountIssue(
        amount,
        options && paymentLimits(options, form.paymentCurrency, CARD_PAYMENT_METHOD),
      )
      if (problem)
        throw transactionError('INVALID_AMOUNT', {
          params: { amount, reason: buyAmountReason(problem, form.paymentCurrency) },
        })
    }
    return openBuy(p, {
      ...(form.provider === undefined ? {} : { provider: form.provider }),
      assets: [form.purchaseCurrency],
      ...(amount === '' ? {} : { presetFiatAmount: Number(amount) }),
    })
  })
}

/** The error codes `continueBuy` can throw. */
export type ContinueBuyErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'ACTION_NOT_ALLOWED'
  | 'INVALID_AMOUNT'
  | 'INVALID_PARAMETER'
  | 'NETWORK_NOT_FOUND'
  | 'UNSAFE_URL'
  | 'UNSUPPORTED_CHAIN'
