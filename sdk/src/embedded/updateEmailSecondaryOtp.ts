import { updateAccountState } from '../chains/updateAccountState'
import { checkParam, objectParam } from '../validation/checkParam'
import { reset } from '../router/reset'
import { authConnector } from './embeddedSession'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `updateEmailSecondaryOtp`. */
export interface UpdateEmailSecondaryOtpParams {
  otp: string
}

/** What `updateEmailSecondaryOtp` returns. */
export type UpdateEmailSecondaryOtpReturnType = string

/**
 * Finishes the e-mail change with the code sent to the new address; the account shows the new e-mail.
 *
 * @example
 * const email = await updateEmailSecondaryOtp(portico, { otp: '654321' }) // the new address is the account's
 */
export function updateEmailSecondaryOtp(p: Portico, params: UpdateEmailSecondaryOtpParams): Promise<string> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { otp } = params
    const session = authConnector(p).embedded
    const { newEmail } = await session.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
    if (session.user) session.user = { ...session.user, email: newEmail }
    const user = p.$chains.get().eip155?.accountState.user
    if (user) updateAccountState(p, { user: { ...user, email: newEmail } }, 'eip155')
    reset(p, { view: 'Account' })
    return newEmail
  })
}

/** The error codes `updateEmailSecondaryOtp` can throw. */
export type UpdateEmailSecondaryOtpErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
