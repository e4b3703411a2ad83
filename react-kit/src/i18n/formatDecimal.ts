import { BALANCE_DECIMALS } from '@portico/sdk/constants'

/**
 * A decimal string already cut to 3 decimals by an SDK rule (`formatBalance`, `formatQuantity`), in the locale's
 * digits and separators, exactly: Intl reads a decimal string exactly, never through a float. The format is made on
 * first use and kept by the returned function.
 *
 * @example decimalFormatter('de')('10000.999', 'ETH') // '10.000,999 ETH'
 */
export function decimalFormatter(locale: string): (decimal: string, symbol?: string) => string {
  let format: Intl.NumberFormat | undefined
  return (decimal, symbol) => {
    format ??= new Intl.NumberFormat(locale, {
      minimumFractionDigits: BALANCE_DECIMALS,
      maximumFractionDigits: BALANCE_DECIMALS,
    })
    const amount = format.format(decimal as Intl.StringNumericLiteral)
    return symbol ? `${amount} ${symbol}` : amount
  }
}
