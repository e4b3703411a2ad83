import { defineAction } from '../telemetry/defineAction'

/** What `hideAlert` returns. */
export type HideAlertReturnType = undefined

/**
 * Hides the configuration alert.
 *
 * @example
 * hideAlert(portico)
 */
export const hideAlert = /* @__PURE__ */ defineAction((p) => {
  p.$alert.set({ ...p.$alert.get(), open: false })
})

/** The error codes `hideAlert` can throw. */
export type HideAlertErrorType = 'ACTION_FAILED'
