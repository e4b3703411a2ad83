import * as v from 'valibot'

// Schema parts built from the valibot functions the core uses anyway (`check`, `regex`, `custom`), in place of
// `number`, `integer`, `minValue`, `url`, `email`, `union` and `literal`: valibot is one module, so every function
// any core schema uses ships in every app's start (docs/size.md).

/** A whole number no smaller than `min`. */
export const wholeNumber = (min: number) =>
  v.pipe(
    v.custom<number>((value) => Number.isInteger(value), 'must be a whole number'),
    v.check((value) => value >= min, `must be at least ${min}`),
  )

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** A string the URL parser accepts. */
export const urlString = (message = 'must be a URL') => v.pipe(v.string(), v.check(parsesAsUrl, message))

/** An e-mail address: a dot-separated local part, `@`, and a domain whose last label has two letters or more. */
export const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu

/** A string or a number (a theme variable's value, a chain id as a caller may give it). */
export const stringOrNumber = /* @__PURE__ */ v.custom<string | number>(
  (value) => typeof value === 'string' || typeof value === 'number',
  'must be a string or a number',
)

/** Exactly `expected` (a marker, a protocol constant). */
export const exactly = <T extends string | number | boolean>(expected: T) =>
  v.custom<T>((value) => value === expected, `must be ${JSON.stringify(expected)}`)
