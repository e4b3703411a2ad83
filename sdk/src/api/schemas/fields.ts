import { check, custom, integer, nullish, number, pipe, regex, string } from 'valibot'

// Small shared field shapes. Services send `null` and leave fields out interchangeably where the SDK does not
// depend on them, so those are `nullish`.
export const optionalText = nullish(string())
/** A number some services send as a decimal string (gas amounts, JSON-RPC ids). */
export const numberOrText = /* @__PURE__ */ custom<number | string>(
  (value) => typeof value === 'number' || typeof value === 'string',
  'Invalid type: Expected number or string',
)

/** A finite number. JSON's `1e309` parses as Infinity, and no price, value or count is infinite. */
export const finiteNumber = /* @__PURE__ */ pipe(
  number(),
  check((value: number) => Number.isFinite(value), 'must be a finite number'),
)

/** A whole number, zero or more (decimals, counts, times in seconds). */
export const wholeCount = /* @__PURE__ */ pipe(
  number(),
  integer(),
  check((value) => value >= 0, 'must be zero or more'),
)

/** A whole amount in base units sent as text ('21000'): digits only, never negative. */
export const unitsText = /* @__PURE__ */ pipe(string(), regex(/^\d+$/, 'must be a whole number'))

/** A decimal quantity sent as text ('1.5', '0.000123', '1e-7'): a finite number, zero or more. */
export const quantityText = /* @__PURE__ */ pipe(
  string(),
  check((text) => text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) >= 0, 'must be a quantity'),
)
