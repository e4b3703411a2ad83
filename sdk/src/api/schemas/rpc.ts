import { nullish, number, object, string, unknown } from 'valibot'
import { numberOrText } from './fields'

/** A JSON-RPC 2.0 answer from the project-scoped RPC proxy: a result or an error. */
export const rpcResponseSchema = object({
  jsonrpc: nullish(string()),
  id: nullish(numberOrText),
  result: nullish(unknown()),
  error: nullish(object({ code: number(), message: string() })),
})
