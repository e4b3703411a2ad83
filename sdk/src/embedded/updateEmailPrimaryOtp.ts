import { push } from '../router/push'
import { checkParam, objectParam } from '../validation/checkParam'
import { authConnector } from './embeddedSession'
import type { EmailUpdateAction } from './updateEmail'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `updateEmailPrimaryOtp`. */
export interface UpdateEmailPrimaryOtpParams {
  otp: string
}

/** What `updateEmailPrimaryOtp` returns. */
export type UpdateEmailPrimaryOtpReturnType = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * Confirms the e-mail change with the code sent to the current address; a code then goes to the new one.
 *
 * @example
 * await updateEmailPrimaryOtp(portico, { otp: '123456' }) // the code of the current address
 */
export function updateEmailPrimaryOtp(p: Portico, params: UpdateEmailPrimaryOtpParams): Promise<EmailUpdateAction> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { otp } = params
    const { action } = await authConnector(p).embedded.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    if (action === 'VERIFY_SECONDARY_OTP') push(p, { view: 'UpdateEmailSecondaryOtp', data: p.$router.get().data })
    return action
  })
}

/** The error codes `updateEmailPrimaryOtp` can throw. */
export type UpdateEmailPrimaryOtpErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
