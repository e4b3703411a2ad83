import { checkParam, unitsParam } from '../validation/checkParam'
import * as v from 'valibot'
/** A base-unit amount as a decimal string in whole units (`1500000000n`, 9 → `'1.5'`), trailing zeros dropped. */
export function formatUnits(value: bigint, decimals: number): string {
  checkParam('value', unitsParam(), value)
  checkParam('decimals', v.pipe(v.number(), v.integer(), v.minValue(0)), decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
