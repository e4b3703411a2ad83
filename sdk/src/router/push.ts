import { checkParam } from '../validation/checkParam'
import { viewParamsSchema, type ViewParams } from './viewParams'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `push`. */
export type PushParams = ViewParams
/** What `push` returns. */
export type PushReturnType = undefined
/** The error codes `push` can throw. */
export type PushErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'

/**
 * Shows `view` on top of the history; nothing happens when it is already shown.
 *
 * @example
 * push(portico, { view: 'Networks' })
 * push(portico, { view: 'ConnectingWalletConnect', data: { wallet: { id, name } } })
 */
export function push(p: Portico, params: PushParams): PushReturnType {
  return runAction(p, (p): PushReturnType => {
    const { view } = checkParam('params', viewParamsSchema(), params)
    const state = p.$router.get()
    if (state.view === view) return
    p.$router.set({ ...state, view, data: params.data, history: [...state.history, view] })
  })
}
