/**
 * An exact amount (what is sent, a fee) with every decimal it has, in the locale's digits and separators:
 * '0,000021 ETH' in German. Read as a decimal string, never through a float. Kept apart from the formatters every
 * view gets, so only the views that show such amounts load it.
 *
 * @example
 * formatAmount('de', '1234.5', 'ETH') // '1.234,5 ETH'
 */
export function formatAmount(locale: string, value: string, symbol?: string): string {
  // 20 digits: more than any token's decimals (18 on EVM chains, 9 on Solana), so nothing is cut.
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(
    value.trim() as Intl.StringNumericLiteral,
  )
  return symbol ? `${amount} ${symbol}` : amount
}

/**
 * An estimate (a network fee): four significant digits at most, in the locale's digits, so '0.000021677182884 ETH'
 * reads '0.00002168 ETH'. Read as a decimal string, never through a float.
 *
 * @example
 * formatEstimate('en', '0.000021677182884', 'ETH') // '0.00002168 ETH'
 */
export function formatEstimate(locale: string, value: string, symbol?: string): string {
  const amount = new Intl.NumberFormat(locale, { maximumSignificantDigits: 4 }).format(
    value.trim() as Intl.StringNumericLiteral,
  )
  return symbol ? `${amount} ${symbol}` : amount
}
