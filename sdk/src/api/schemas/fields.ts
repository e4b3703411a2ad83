import { custom, nullish, string } from 'valibot'

// Small shared field shapes. Services send `null` and leave fields out interchangeably where the SDK does not
// depend on them, so those are `nullish`.
export const optionalText = nullish(string())
/** A number some services send as a decimal string (gas amounts, JSON-RPC ids). */
export const numberOrText = /* @__PURE__ */ custom<number | string>(
  (value) => typeof value === 'number' || typeof value === 'string',
  'Invalid type: Expected number or string',
)
