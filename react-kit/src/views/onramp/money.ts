import type { Translator } from '../../i18n'

/** An amount in a currency, formatted for the locale ('$1,234.50'); a code Intl does not know is shown after it. */
export function money(t: Translator, amount: number | string, currency: string): string {
  const value = Number(amount)
  try {
    return t.formatCurrency(value, currency)
  } catch {
    // Not an ISO 4217 code (a crypto symbol): the number and the code as they are.
    return `${t.formatNumber(value, { maximumFractionDigits: 6 })} ${currency}`
  }
}
