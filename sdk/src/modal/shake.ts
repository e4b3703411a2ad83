import { SHAKE_MS } from '../constants'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `shake` returns. */
export type ShakeReturnType = undefined

/**
 * Shakes the modal (a refused action) for SHAKE_MS.
 *
 * @example
 * shake(portico) // a wrong code: the modal shakes
 */
export function shake(p: Portico) {
  return runAction(p, (p) => {
    p.$modal.set({ ...p.$modal.get(), shake: true })
    p.timers.schedule('shake', SHAKE_MS, () => p.$modal.set({ ...p.$modal.get(), shake: false }))
  })
}

/** The error codes `shake` can throw. */
export type ShakeErrorType = 'ACTION_FAILED'
