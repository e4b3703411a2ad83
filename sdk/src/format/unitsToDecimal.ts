import { checkParam, unitsParam } from '../validation/checkParam'
import * as v from 'valibot'
/**
 * An integer amount of the smallest unit (wei, lamports) as a decimal string in whole units, trailing zeros dropped:
 * 1500000000000000000n, 18 → '1.5'. The one conversion for every namespace.
 */
export function unitsToDecimal(units: bigint, decimals: number): string {
  checkParam('units', unitsParam(), units)
  checkParam('decimals', v.pipe(v.number(), v.integer(), v.minValue(0)), decimals)
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
