/**
 * A fiat currency's sign for its disc: '$' for USD, '€' for EUR, the narrow symbol every script reads; the code's
 * first letter when Intl has no short one (Arabic locales would write 'US$', too wide for the disc).
 */
export function currencySign(currency: string): string {
  try {
    const sign = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value
    return sign && sign.length <= 2 ? sign : currency.slice(0, 1)
  } catch {
    // Not an ISO 4217 code: its first letter.
    return currency.slice(0, 1)
  }
}
