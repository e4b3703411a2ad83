import { push } from '../router/push'
import { checkParam, objectParam } from '../validation/checkParam'
import { isEmail } from '../validation/isEmail'
import { assertEmailGap, stampEmailTrigger } from './assertEmailGap'
import { authConnector } from './embeddedSession'
import type { FrameReply } from './protocol'
import { embeddedError } from './messages'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What an e-mail update asks for next: the code of the current address, or of the new one. */
export type EmailUpdateAction = FrameReply<'UPDATE_EMAIL'>['action']

/** The parameters of `updateEmail`. */
export interface UpdateEmailParams {
  email: string
}

/** What `updateEmail` returns. */
export type UpdateEmailReturnType = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * Starts changing the signed-in user's e-mail to `newEmail` (spec §4), at most once per EMAIL_TRIGGER_GAP_MS: a
 * code goes to the current address (UpdateEmailPrimaryOtp shows, then `updateEmailPrimaryOtp`).
 *
 * @example
 * await updateEmail(portico, { email: 'alice@new.example' }) // a code goes to the current address
 */
export function updateEmail(p: Portico, params: UpdateEmailParams): Promise<EmailUpdateAction> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { email: newEmail } = params
    if (!isEmail(newEmail)) throw embeddedError('INVALID_EMAIL')
    assertEmailGap(p)
    const session = authConnector(p).embedded
    const { action } = await session.request('UPDATE_EMAIL', { email: newEmail })
    stampEmailTrigger(p)
    const data = { email: session.user?.email ?? undefined, newEmail }
    push(p, { view: action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', data })
    return action
  })
}

/** The error codes `updateEmail` can throw. */
export type UpdateEmailErrorType =
  | 'ACTION_FAILED'
  | 'EMAIL_RATE_LIMITED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_EMAIL'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
