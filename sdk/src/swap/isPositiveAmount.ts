import { parseDecimal } from '../format/decimal'

/** Whether a typed amount is a decimal number above zero ('0.5' yes; '', '0', '-1', 'abc' no). */
export function isPositiveAmount(amount: string): boolean {
  const parsed = parseDecimal(amount)
  return parsed !== null && !parsed.negative && /[1-9]/.test(parsed.integer + parsed.fraction)
}
