import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `hideSnackbar` returns. */
export type HideSnackbarReturnType = undefined

/**
 * Hides the message now, and drops a message waiting to be shown.
 *
 * @example
 * hideSnackbar(portico)
 */
export function hideSnackbar(p: Portico) {
  return runAction(p, (p) => {
    p.timers.cancel('snackbar')
    p.$snackbar.set({ ...p.$snackbar.get(), open: false })
  })
}

/** The error codes `hideSnackbar` can throw. */
export type HideSnackbarErrorType = 'ACTION_FAILED'
