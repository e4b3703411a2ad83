import { checkParam } from '../validation/checkParam'
import { viewParamsSchema, type ViewParams } from './viewParams'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `reset`. */
export type ResetParams = ViewParams
/** What `reset` returns. */
export type ResetReturnType = undefined
/** The error codes `reset` can throw. */
export type ResetErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'

/**
 * Shows `view` as the only history entry.
 *
 * @example
 * reset(portico, { view: 'Account' })
 */
export function reset(p: Portico, params: ResetParams): ResetReturnType {
  return runAction(p, (p): ResetReturnType => {
    const { view } = checkParam('params', viewParamsSchema(), params)
    p.$router.set({ ...p.$router.get(), view, data: params.data, history: [view] })
  })
}
