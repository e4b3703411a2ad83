// Locale-aware formatting on Intl for amounts, fiat values and dates. One formatter per kind and
// locale, created on first use and kept by the caller's closure (no module state).
import { formatBalance, formatQuantity } from '@portico/sdk/format'
import { decimalFormatter } from './formatDecimal'

export interface Formatters {
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string
  formatCurrency(value: number, currency: string): string
  formatDate(date: Date | number, options?: Intl.DateTimeFormatOptions): string
  /** "January 2026": the heading of an activity group. */
  formatMonthYear(date: Date | number): string
  /**
   * A balance as the spec shows it (3 decimals, rounded down: the SDK's `formatBalance`) in the locale's digits and
   * separators, exactly (a decimal string, never a float): '10.000,999 ETH' in German.
   */
  formatBalance(value: string, symbol?: string): string
  /** A quantity of the activity history (3 decimals, rounded half up: the SDK's `formatQuantity`), in the locale's way. */
  formatQuantity(value: string, symbol?: string): string
}

export function createFormatters(locale: string): Formatters {
  let number: Intl.NumberFormat | undefined
  const localize = decimalFormatter(locale)
  let monthYear: Intl.DateTimeFormat | undefined
  const currencies = new Map<string, Intl.NumberFormat>()
  return {
    formatNumber(value, options) {
      if (options) return new Intl.NumberFormat(locale, options).format(value)
      number ??= new Intl.NumberFormat(locale)
      return number.format(value)
    },
    formatCurrency(value, currency) {
      const code = currency.toUpperCase()
      let format = currencies.get(code)
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency: code })
        currencies.set(code, format)
      }
      return format.format(value)
    },
    formatDate(date, options = { dateStyle: 'medium' }) {
      return new Intl.DateTimeFormat(locale, options).format(date)
    },
    formatMonthYear(date) {
      monthYear ??= new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' })
      return monthYear.format(date)
    },
    formatBalance: (value, symbol) => localize(formatBalance(value), symbol),
    formatQuantity: (value, symbol) => localize(formatQuantity(value), symbol),
  }
}
