import { ONRAMP_SAMPLE_LIMITS } from '../../constants'
import type { OnrampOptions, OnrampQuote, PaymentCurrency } from '../schemas/onramp'
import { checkParam, objectParam, textParam } from '../../validation/checkParam'

/** `quoteId` of a quote Portico made up because the quote service failed; it cannot be used to buy. */
export const FALLBACK_QUOTE_ID = 'portico-fallback-quote'

/** What an on-ramp quote is asked for with. */
export interface OnrampQuoteBody {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
}

/** The built-in sample used when the options service fails (spec §9): USD and EUR, card and bank-account limits. */
export function onrampSampleOptions(): OnrampOptions {
  const { card, bankAccount } = ONRAMP_SAMPLE_LIMITS
  const currency = (id: string): PaymentCurrency => ({
    id,
    payment_method_limits: [
      { id: 'card', min: `${card.min}`, max: `${card.max}` },
      { id: 'ACH_BANK_ACCOUNT', min: `${bankAccount.min}`, max: `${bankAccount.max}` },
    ],
  })
  return { paymentCurrencies: [currency('USD'), currency('EUR')], purchaseCurrencies: [] }
}

/**
 * The quote shown when the quote service fails (spec §7): it echoes the requested amount with no fees and carries
 * FALLBACK_QUOTE_ID, so nothing mistakes it for a real quote.
 */
export function fallbackOnrampQuote(body: OnrampQuoteBody): OnrampQuote {
  checkParam(
    'body',
    objectParam({ amount: textParam(), paymentCurrency: textParam(), purchaseCurrency: textParam() }),
    body,
  )
  const paid = (amount: string) => ({ amount, currency: body.paymentCurrency })
  return {
    coinbaseFee: paid('0'),
    networkFee: paid('0'),
    paymentSubtotal: paid(body.amount),
    paymentTotal: paid(body.amount),
    purchaseAmount: { amount: body.amount, currency: body.purchaseCurrency },
    quoteId: FALLBACK_QUOTE_ID,
  }
}

/** Whether a quote is the stand-in given when the on-ramp service could not quote. */
export function isFallbackQuote(quote: OnrampQuote): boolean {
  checkParam('quote', objectParam(), quote)
  return quote.quoteId === FALLBACK_QUOTE_ID
}
