import { fallbackOnrampQuote, type OnrampQuoteBody } from '../api/onramp/fallbacks'
import type { OnrampQuote } from '../api/schemas/onramp'
import type { Portico } from '../instance/types'
import { defineAction } from '../telemetry/defineAction'
import { runOnrampOperation } from './runOnrampOperation'
import * as v from 'valibot'
import { checkParam, filledTextParam } from '../validation/checkParam'

const quoteBodySchema = () =>
  v.object(
    {
      purchaseCurrency: filledTextParam(),
      paymentCurrency: filledTextParam(),
      amount: v.pipe(v.string('must be a text'), v.check((text) => /^(\d+\.?\d*|\.\d+)$/.test(text) && Number(text) > 0, 'must be an amount above 0')),
      network: filledTextParam(),
    },
    'must be an object',
  )

/**
 * A quote for buying `amount` (a quote echoing the amount, with the fallback quote id, when the service fails or
 * the network is not supported), stored in `$onramp.quote` unless `keep` says it is no longer wanted.
 */
export const fetchOnrampQuote = defineAction(
  (p: Portico, body: OnrampQuoteBody, keep?: () => boolean): Promise<OnrampQuote> => {
    checkParam('body', quoteBodySchema(), body)
    return runOnrampOperation(p, 'quote', fallbackOnrampQuote(body), (blockchain) => blockchain.getOnrampQuote(body), keep)
  },
)
