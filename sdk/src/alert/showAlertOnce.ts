import { defineAction } from '../telemetry/defineAction'
import { checkParam, filledTextParam } from '../validation/checkParam'
import { alertParamsSchema, showAlert, type AlertParams } from './showAlert'

/** What `showAlertOnce` returns. */
export type ShowAlertOnceReturnType = boolean

/** Shows the alert the first time `key` is used on this instance; later calls with the same key do nothing. */
export const showAlertOnce = /* @__PURE__ */ defineAction((p, key: string, params: AlertParams): boolean => {
  checkParam('key', filledTextParam(), key)
  checkParam('params', alertParamsSchema(), params)
  const state = p.$alert.get()
  if (state.shownKeys.includes(key)) return false
  p.$alert.set({ ...state, shownKeys: [...state.shownKeys, key] })
  showAlert(p, params)
  return true
})

/** The error codes `showAlertOnce` can throw. */
export type ShowAlertOnceErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
