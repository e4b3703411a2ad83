import { defineAction } from '../telemetry/defineAction'
import { showAlert, type AlertParams } from './showAlert'

/** Shows the alert the first time `key` is used on this instance; later calls with the same key do nothing. */
export const showAlertOnce = /* @__PURE__ */ defineAction((p, key: string, params: AlertParams): boolean => {
  const state = p.$alert.get()
  if (state.shownKeys.includes(key)) return false
  p.$alert.set({ ...state, shownKeys: [...state.shownKeys, key] })
  showAlert(p, params)
  return true
})
