import { initialSendState } from './sendStore'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { sendStore } from './sendStore'

/** What `resetSendForm` returns. */
export type ResetSendFormReturnType = undefined

/**
 * Empties the send form (token, amount, receiver, hash, status).
 *
 * @example
 * resetSendForm(portico)
 */
export function resetSendForm(p: Portico): void {
  runAction(p, (p) => {
    sendStore(p).set(initialSendState())
  })
}

/** The error codes `resetSendForm` can throw. */
export type ResetSendFormErrorType = 'ACTION_FAILED'
