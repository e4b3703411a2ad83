import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `hideAlert` returns. */
export type HideAlertReturnType = undefined

/**
 * Hides the configuration alert.
 *
 * @example
 * hideAlert(portico)
 */
export function hideAlert(p: Portico) {
  return runAction(p, (p) => {
    p.$alert.set({ ...p.$alert.get(), open: false })
  })
}

/** The error codes `hideAlert` can throw. */
export type HideAlertErrorType = 'ACTION_FAILED'
