import * as v from 'valibot'
import type { RouterData } from './types'
import type { View } from './views'
import { viewSchema } from './viewSchema'

/** A view to show and what it is opened with: the params of `push`, `replace` and `reset`. */
export interface ViewParams {
  view: View
  data?: RouterData | undefined
}

export const viewParamsSchema = () =>
  v.looseObject(
    { view: viewSchema(), data: v.optional(v.record(v.string(), v.unknown(), 'must be an object')) },
    'must be an object',
  )
