import { checkParam, filledTextParam } from '../validation/checkParam'
import { alertParamsSchema, showAlert, type ShowAlertParams } from './showAlert'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `showAlertOnce`: the alert, and the key that it is shown once for. */
export type ShowAlertOnceParams = ShowAlertParams & {
  /** Names the alert: a second call with the same key on the same instance shows nothing. */
  key: string
}

/** What `showAlertOnce` returns: whether it showed the alert. */
export type ShowAlertOnceReturnType = boolean

/**
 * Shows the alert the first time its `key` is used on this instance; later calls with the same key do nothing.
 *
 * @example
 * showAlertOnce(portico, { key: 'origin-403', variant: 'error', code: 'ORIGIN_NOT_ALLOWED', message: '…' })
 */
export function showAlertOnce(p: Portico, params: ShowAlertOnceParams): ShowAlertOnceReturnType {
  return runAction(p, (p) => {
    checkParam('params', alertParamsSchema(), params)
    const { key, ...alert } = params
    checkParam('params.key', filledTextParam(), key)
    const state = p.$alert.get()
    if (state.shownKeys.includes(key)) return false
    p.$alert.set({ ...state, shownKeys: [...state.shownKeys, key] })
    showAlert(p, alert)
    return true
  })
}

/** The error codes `showAlertOnce` can throw. */
export type ShowAlertOnceErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
