import * as v from 'valibot'
import { requestError } from '../errors/requestMessages'

/**
 * A wallet's answer checked against `schema`: its output, or an INVALID_RESPONSE error naming `field` (the method
 * or event the answer came from) and the first issue.
 *
 * @example
 * const { signature } = walletAnswer(v.object({ signature: v.string() }), 'signRaw', answer)
 */
export function walletAnswer<T extends v.GenericSchema>(schema: T, field: string, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw requestError('INVALID_RESPONSE', { params: { field, reason: result.issues[0].message } })
  return result.output
}
