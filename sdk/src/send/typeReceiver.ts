import { RECEIVER_NAME_DEBOUNCE_MS } from '../constants'
import { isReceiverName, setReceiver } from './setReceiver'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { updateSend } from './updateSend'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

const NAME_TIMER = 'send-receiver-name'

/** The parameters of `typeReceiver`. */
export interface TypeReceiverParams {
  input: string
}

/** What `typeReceiver` returns. */
export type TypeReceiverReturnType = undefined

/**
 * The receiver field as the user types it. An address (or text that cannot be a name) is set at once, as
 * `setReceiver` does. A name shows as resolving at once and is looked up once typing has rested
 * RECEIVER_NAME_DEBOUNCE_MS (each keystroke restarts the wait), so the name service is asked for the name typed,
 * not for every letter of it. A failed lookup shows as `receiverNameStatus: 'error'` and is reported by
 * `setReceiver`.
 *
 * @example
 * input.addEventListener('input', () => typeReceiver(portico, { input: input.value }))
 */
export function typeReceiver(p: Portico, params: TypeReceiverParams): void {
  runAction(p, (p) => {
    checkParam('params', objectParam(), params)
    const { input } = params
    p.timers.cancel(NAME_TIMER)
    const text = checkParam('input', textParam(), input).trim()
    if (!isReceiverName(p, text)) {
      // No lookup on this path: it settles at once and cannot fail.
      void setReceiver(p, { input: text })
      return
    }
    updateSend(p, {
      receiverAddress: undefined,
      receiverProfileName: text,
      receiverProfileImageUrl: undefined,
      receiverNameStatus: 'pending',
    })
    p.timers.schedule(NAME_TIMER, RECEIVER_NAME_DEBOUNCE_MS, () => {
      // Shown as `receiverNameStatus: 'error'` and reported by setReceiver.
      setReceiver(p, { input: text }).catch(() => undefined)
    })
  })
}

/** The error codes `typeReceiver` can throw. */
export type TypeReceiverErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
