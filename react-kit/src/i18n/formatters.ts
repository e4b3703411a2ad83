// Locale-aware formatting on Intl for amounts, fiat values and dates. One formatter per kind and
// locale, created on first use and kept by the caller's closure (no module state).

export interface Formatters {
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string
  formatCurrency(value: number, currency: string): string
  formatDate(date: Date | number, options?: Intl.DateTimeFormatOptions): string
  /** "January 2026": the heading of an activity group. */
  formatMonthYear(date: Date | number): string
}

export function createFormatters(locale: string): Formatters {
  let number: Intl.NumberFormat | undefined
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
  }
}
