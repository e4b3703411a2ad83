import { describe, expect, it } from 'vitest'
import { fallbackOnrampQuote, isFallbackQuote, onrampSampleOptions } from './fallbacks'

describe('onrampSampleOptions', () => {
  it('offers USD and EUR with card 10–7500 and bank account 10–25000', () => {
    const options = onrampSampleOptions()
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    for (const currency of options.paymentCurrencies)
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10', max: '7500' },
        { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' },
      ])
  })

  it('returns a fresh copy each time, so a caller cannot change the sample', () => {
    const first = onrampSampleOptions()
    first.paymentCurrencies[0]?.payment_method_limits.pop()
    expect(onrampSampleOptions().paymentCurrencies[0]?.payment_method_limits).toHaveLength(2)
  })
})

describe('fallbackOnrampQuote', () => {
  it('echoes the requested amount, charges no fee and is marked as a fallback', () => {
    const quote = fallbackOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '42',
      network: 'base',
    })
    expect(quote.paymentTotal).toEqual({ amount: '42', currency: 'USD' })
    expect(quote.paymentSubtotal).toEqual({ amount: '42', currency: 'USD' })
    expect(quote.purchaseAmount).toEqual({ amount: '42', currency: 'USDC' })
    expect(quote.networkFee).toEqual({ amount: '0', currency: 'USD' })
    expect(isFallbackQuote(quote)).toBe(true)
    expect(isFallbackQuote({ ...quote, quoteId: 'q-1' })).toBe(false)
  })
})
