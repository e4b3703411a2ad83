import { QUANTITY_DECIMALS } from '../constants'
import { parseDecimal, roundDecimal, ZERO_DECIMAL, type DecimalInput } from './decimal'

/** Spec §5: a quantity in the activity history with 3 decimals, rounded half up; '0.000' when there is none. */
export function formatQuantity(numeric: DecimalInput): string {
  return roundDecimal(parseDecimal(numeric) ?? ZERO_DECIMAL, QUANTITY_DECIMALS)
}
