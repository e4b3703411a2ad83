import { FIAT_DECIMALS } from '../constants'
import { parseDecimal, roundDecimal, ZERO_DECIMAL, type DecimalInput } from './decimal'

/** Spec §5: a token's fiat value with 2 decimals, rounded half up ('12.345' → '12.35'); '0.00' without one. */
export function formatFiat(value: DecimalInput): string {
  return roundDecimal(parseDecimal(value) ?? ZERO_DECIMAL, FIAT_DECIMALS)
}
