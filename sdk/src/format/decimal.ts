// Decimal arithmetic on digit strings, so that display rules never meet float rounding surprises
// (0.1 + 0.2, 1.005 → 1.00, 1e21 → '1e+21').

/** A decimal number as digit strings: `integer` has no leading zeros ('0' at least). */
export interface Decimal {
  negative: boolean
  integer: string
  fraction: string
}

export const ZERO_DECIMAL: Readonly<Decimal> = /* @__PURE__ */ Object.freeze({
  negative: false,
  integer: '0',
  fraction: '',
})

/** A decimal amount: a string, a number, or a bigint with its decimals. */
export type DecimalInput = string | number | bigint | null | undefined

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
/** Exponents beyond this are refused rather than expanded into huge digit strings. */
const MAX_EXPONENT = 400

/** Reads '1.23', ' -0.5 ', '.5', '1e-7', 42, 10n, …; null for anything that is not a finite decimal. */
export function parseDecimal(value: DecimalInput): Decimal | null {
  if (value === null || value === undefined) return null
  const text = typeof value === 'string' ? value.trim() : String(value)
  const match = DECIMAL.exec(text)
  if (!match) return null
  const [, sign, integerDigits = '', fractionDigits = '', exponentText] = match
  if (!integerDigits && !fractionDigits) return null
  const exponent = exponentText ? Number(exponentText) : 0
  if (Math.abs(exponent) > MAX_EXPONENT) return null

  // Move the decimal point `exponent` places to the right (left when negative).
  const digits = integerDigits + fractionDigits
  const point = integerDigits.length + exponent
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0')
  const at = Math.max(point, 0)
  return {
    negative: sign === '-',
    integer: padded.slice(0, at).replace(/^0+/, '') || '0',
    fraction: padded.slice(at),
  }
}

/** Keeps `digits` decimals, dropping the rest (toward zero). */
export function truncateDecimal(decimal: Decimal, digits: number): string {
  return toFixed(decimal, digits, false)
}

/** Keeps `digits` decimals, rounding half away from zero. */
export function roundDecimal(decimal: Decimal, digits: number): string {
  return toFixed(decimal, digits, true)
}

function toFixed(decimal: Decimal, digits: number, round: boolean): string {
  const fraction = decimal.fraction.padEnd(digits + 1, '0')
  let scaled = BigInt(decimal.integer + fraction.slice(0, digits))
  if (round && fraction.charAt(digits) >= '5') scaled += 1n
  const text = scaled.toString().padStart(digits + 1, '0')
  const integer = text.slice(0, text.length - digits)
  const sign = decimal.negative && scaled !== 0n ? '-' : ''
  return digits > 0 ? `${sign}${integer}.${text.slice(text.length - digits)}` : `${sign}${integer}`
}
