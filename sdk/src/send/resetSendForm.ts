import { initialSendState } from './sendStore'
import { defineAction } from '../telemetry/defineAction'

/** What `resetSendForm` returns. */
export type ResetSendFormReturnType = undefined

/**
 * Empties the send form (token, amount, receiver, hash, status).
 *
 * @example
 * resetSendForm(portico)
 */
export const resetSendForm = /* @__PURE__ */ defineAction((p): void => {
  p.$send.set(initialSendState())
})

/** The error codes `resetSendForm` can throw. */
export type ResetSendFormErrorType = 'ACTION_FAILED'
