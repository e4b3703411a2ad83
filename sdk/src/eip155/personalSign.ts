import * as v from 'valibot'
import type { Eip1193Provider } from '../connectors/types'
import { utf8Hex } from './utf8Hex'
import { checkParam, objectParam, providerParam, textParam } from '../validation/checkParam'
import { requestError } from '../errors/requestMessages'

const signatureSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'not a hex signature'))

/** Signs a text message with `personal_sign` (the message sent as hex, then the address); checks the answer. */
export async function personalSign(
  provider: Eip1193Provider,
  params: { message: string; address: string },
): Promise<string> {
  checkParam('provider', providerParam(), provider)
  checkParam('params', objectParam({ message: textParam(), address: textParam() }), params)
  const answer = await provider.request({ method: 'personal_sign', params: [utf8Hex(params.message), params.address] })
  const result = v.safeParse(signatureSchema, answer)
  if (!result.success)
    throw requestError('INVALID_RESPONSE', { params: { field: 'personal_sign', reason: result.issues[0].message } })
  return result.output
}
