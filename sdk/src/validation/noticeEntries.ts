import * as v from 'valibot'
import { filledTextParam } from './checkParam'
import { stringOrNumber } from './schemaParts'

/**
 * The fields of a `Notice` as a public function takes them: a message that is not empty, a code written like the
 * SDK's (`HTTP_STATUS`), and values that are texts or numbers.
 */
export const noticeEntries = () => ({
  message: filledTextParam(),
  code: v.optional(v.pipe(v.string('must be a text'), v.regex(/^[A-Z][A-Z0-9_]*$/, 'must be an error code'))),
  params: v.optional(v.record(v.string(), stringOrNumber, 'must be an object of texts and numbers')),
})
