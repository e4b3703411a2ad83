import { getDotPath, safeParse, type GenericSchema, type InferOutput } from 'valibot'
import * as v from 'valibot'
import { checkParam } from '../../validation/checkParam'
import { requestError } from '../../errors/requestMessages'

/** Checks a service answer against its schema; a wrong shape is INVALID_RESPONSE naming the field (`data.3.name`). */
export function validateResponse<S extends GenericSchema>(schema: S, value: unknown): InferOutput<S> {
  checkParam('schema', v.looseObject({ kind: v.literal('schema') }, 'must be a valibot schema'), schema)
  const result = safeParse(schema, value)
  if (result.success) return result.output
  const issue = result.issues[0]
  throw requestError('INVALID_RESPONSE', {
    category: 'API_ERROR',
    params: { field: getDotPath(issue) ?? 'response', reason: issue.message },
  })
}
