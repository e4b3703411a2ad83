import * as v from 'valibot'
import { USER_REJECTED_CODES } from './constants'

const errorSchema = v.looseObject({ code: v.optional(v.unknown()), message: v.optional(v.unknown()) })

/**
 * Whether a wallet's answer to a proposal means "not this link": the user rejected it (codes 4001, 5000, or a
 * message saying rejected / cancelled) or the proposal expired before anyone answered.
 */
export function isUserRejection(error: unknown): boolean {
  const parsed = v.safeParse(errorSchema, error)
  if (!parsed.success) return false
  const { code, message } = parsed.output
  if (typeof code === 'number' && USER_REJECTED_CODES.includes(code)) return true
  return typeof message === 'string' && /user rejected|user cancel+ed|rejected|expired/i.test(message)
}
