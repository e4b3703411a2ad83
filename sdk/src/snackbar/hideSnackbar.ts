import { defineAction } from '../telemetry/defineAction'

/** What `hideSnackbar` returns. */
export type HideSnackbarReturnType = undefined

/**
 * Hides the message now, and drops a message waiting to be shown.
 *
 * @example
 * hideSnackbar(portico)
 */
export const hideSnackbar = /* @__PURE__ */ defineAction((p) => {
  p.timers.cancel('snackbar')
  p.$snackbar.set({ ...p.$snackbar.get(), open: false })
})

/** The error codes `hideSnackbar` can throw. */
export type HideSnackbarErrorType = 'ACTION_FAILED'
