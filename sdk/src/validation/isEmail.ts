import * as v from 'valibot'

/** A valid e-mail address (spec §5: for e-mail sign-in and for e-mail update). */
export const emailSchema = v.pipe(v.string(), v.email())

export function isEmail(value: unknown): value is string {
  return v.is(emailSchema, value)
}
