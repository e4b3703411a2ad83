import { checkParam } from '../validation/checkParam'
import { viewParamsSchema, type ViewParams } from './viewParams'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `replace`. */
export type ReplaceParams = ViewParams
/** What `replace` returns. */
export type ReplaceReturnType = undefined
/** The error codes `replace` can throw. */
export type ReplaceErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'

/**
 * Shows `view` in place of the current one (the last history entry); nothing happens when it is the same.
 *
 * @example
 * replace(portico, { view: 'RegisterAccountNameSuccess' })
 */
export function replace(p: Portico, params: ReplaceParams): ReplaceReturnType {
  return runAction(p, (p): ReplaceReturnType => {
    const { view } = checkParam('params', viewParamsSchema(), params)
    const state = p.$router.get()
    if (state.history.at(-1) === view) return
    p.$router.set({ ...state, view, data: params.data, history: [...state.history.slice(0, -1), view] })
  })
}
