import { defineAction } from '../telemetry/defineAction'
import { checkParam } from '../validation/checkParam'
import { viewParamsSchema, type ViewParams } from './viewParams'

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
export const reset = /* @__PURE__ */ defineAction((p, params: ResetParams): ResetReturnType => {
  const { view } = checkParam('params', viewParamsSchema(), params)
  p.$router.set({ ...p.$router.get(), view, data: params.data, history: [view] })
})
