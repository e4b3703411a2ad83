import * as v from 'valibot'
import { EMAIL_PATTERN } from './schemaParts'

/** A valid e-mail address (spec §5: for e-mail sign-in and for e-mail update). */
export const emailSchema = v.pipe(v.string(), v.regex(EMAIL_PATTERN, 'must be an e-mail address'))

/** Whether `value` is an e-mail address the e-mail login accepts (spec §5). */
export function isEmail(value: unknown): value is string {
  return v.is(emailSchema, value)
}
