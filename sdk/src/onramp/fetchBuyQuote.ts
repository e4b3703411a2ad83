import type { OnrampQuote } from '../api/schemas/onramp'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { fetchOnrampOptions } from './fetchOnrampOptions'
import { fetchOnrampQuote } from './fetchOnrampQuote'
import { onrampChainName } from './onrampChainName'
import { buyAmountIssue, buyAmountReason } from './buyAmountIssue'
import { buyFormKey } from './buyFormKey'
import { CARD_PAYMENT_METHOD, paymentLimits } from './paymentLimits'
import { requireOnramp } from './requireOnramp'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import { onrampStore } from './onrampStore'
import { transactionError } from '../errors/transactionMessages'

/** The parameters of `fetchBuyQuote`. */
export interface FetchBuyQuoteParams {
  /** What to buy ('USDC'). */
  purchaseCurrency: string
  /** What to pay with ('USD'). */
  paymentCurrency: string
  /** The fiat amount, as typed. */
  amount: string
  /** The payment method whose limits apply (default card). */
  paymentMethod?: string
}

/** What `fetchBuyQuote` returns. */
export type FetchBuyQuoteReturnType = OnrampQuote

/**
 * A quote for buying with `amount` of fiat on the active network (stored in `$onramp.quote`), after checking that an
 * on-ramp is offered and that the amount is within the payment method's limits (options loaded when missing).
 * Never races: when the buy form changes while the quote is on its way, the answer is returned but not stored.
 *
 * @example
 * const quote = await fetchBuyQuote(portico, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50' })
 */
export function fetchBuyQuote(p: Portico, params: FetchBuyQuoteParams): Promise<OnrampQuote> {
  return runAction(p, async (p) => {
    requireOnramp(p)
    const asked = buyFormKey(onrampStore(p).get())
    const network = p.$network.get().caipNetwork
    if (!network) throw new PorticoError('NETWORK_NOT_FOUND')
    const options = onrampStore(p).get().options ?? (await fetchOnrampOptions(p))
    const limits = paymentLimits(options, params.paymentCurrency, params.paymentMethod ?? CARD_PAYMENT_METHOD)
    const problem = buyAmountIssue(params.amount, limits)
    if (problem) {
      throw transactionError('INVALID_AMOUNT', {
        params: { amount: params.amount, reason: buyAmountReason(problem, params.paymentCurrency) },
      })
    }
    const body = {
      purchaseCurrency: params.purchaseCurrency,
      paymentCurrency: params.paymentCurrency,
      amount: params.amount,
      network: onrampChainName(network),
    }
    return fetchOnrampQuote(p, { ...body, keep: () => buyFormKey(onrampStore(p).get()) === asked })
  })
}

/** The error codes `fetchBuyQuote` can throw. */
export type FetchBuyQuoteErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'ACTION_NOT_ALLOWED'
  | 'INVALID_AMOUNT'
  | 'INVALID_PARAMETER'
  | 'NETWORK_NOT_FOUND'
  | 'UNSUPPORTED_CHAIN'
