import { fallbackOnrampQuote, type OnrampQuoteBody } from '../api/onramp/fallbacks'
import type { OnrampQuote } from '../api/schemas/onramp'
import { runOnrampOperation } from './runOnrampOperation'
import * as v from 'valibot'
import { checkParam, filledTextParam } from '../validation/checkParam'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

const quoteParamsSchema = () =>
  v.object(
    {
      purchaseCurrency: filledTextParam(),
      paymentCurrency: filledTextParam(),
      amount: v.pipe(
        v.string('must be a text'),
        v.check((text) => /^(\d+\.?\d*|\.\d+)$/.test(text) && Number(text) > 0, 'must be an amount above 0'),
      ),
      network: filledTextParam(),
      keep: v.optional(v.function('must be a function')),
    },
    'must be an object',
  )

/** The parameters of `fetchOnrampQuote`. */
export interface FetchOnrampQuoteParams extends OnrampQuoteBody {
  /** Asked when the answer arrives: false leaves `$onramp.quote` as it is (the form has moved on). */
  keep?: (() => boolean) | undefined
}

/** What `fetchOnrampQuote` returns. */
export type FetchOnrampQuoteReturnType = OnrampQuote

/**
 * A quote for buying `amount` (a quote echoing the amount, with the fallback quote id, when the service fails or
 * the network is not supported), stored in `$onramp.quote` unless `keep` says it is no longer wanted.
 *
 * @example
 * const quote = await fetchOnrampQuote(portico, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '70', network: 'ethereum' })
 */
export function fetchOnrampQuote(p: Portico, params: FetchOnrampQuoteParams): Promise<OnrampQuote> {
  return runAction(p, (p) => {
    checkParam('params', quoteParamsSchema(), params)
    const { keep, ...body } = params
    return runOnrampOperation(
      p,
      'quote',
      fallbackOnrampQuote(body),
      (blockchain) => blockchain.getOnrampQuote(body),
      keep,
    )
  })
}

/** The error codes `fetchOnrampQuote` can throw. */
export type FetchOnrampQuoteErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
