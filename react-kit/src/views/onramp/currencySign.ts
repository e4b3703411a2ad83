/** A fiat currency's sign in the locale ('$' for USD, '€' for EUR); its code's first letter when Intl has none. */
export function currencySign(locale: string, currency: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0)
    return parts.find((part) => part.type === 'currency')?.value ?? currency.slice(0, 1)
  } catch {
    // Not an ISO 4217 code: its first letter.
    return currency.slice(0, 1)
  }
}
