import { push } from '../router/push'
import { checkParam, objectParam } from '../validation/checkParam'
import { isEmail } from '../validation/isEmail'
import { assertEmailGap, stampEmailTrigger } from './assertEmailGap'
import { authConnector } from './embeddedSession'
import { finishLogin } from './finishLogin'
import type { FrameReply } from './protocol'
import { embeddedError } from './messages'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What an e-mail login asks for next: verify the device, enter the code, or nothing more. */
export type EmailLoginAction = FrameReply<'CONNECT_EMAIL'>['action']

/** The parameters of `connectEmail`. */
export interface ConnectEmailParams {
  email: string
}

/** What `connectEmail` returns. */
export type ConnectEmailReturnType = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/**
 * Starts an e-mail login (spec §4): at most once per EMAIL_TRIGGER_GAP_MS. The frame answers VERIFY_DEVICE (a new
 * device: EmailVerifyDevice shows, then `connectDevice`), VERIFY_OTP (a code was mailed: EmailVerifyOtp shows,
 * then `connectOtp`) or CONNECT (the session lives: connected now).
 *
 * @example
 * const next = await connectEmail(portico, { email: 'alice@example.com' }) // 'VERIFY_DEVICE', 'VERIFY_OTP' or 'CONNECT'
 */
export function connectEmail(p: Portico, params: ConnectEmailParams): Promise<EmailLoginAction> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { email } = params
    if (!isEmail(email)) throw embeddedError('INVALID_EMAIL')
    assertEmailGap(p)
    const { action } = await authConnector(p).embedded.request('CONNECT_EMAIL', { email })
    stampEmailTrigger(p)
    if (action === 'VERIFY_DEVICE') push(p, { view: 'EmailVerifyDevice', data: { email } })
    else if (action === 'VERIFY_OTP') push(p, { view: 'EmailVerifyOtp', data: { email } })
    else await finishLogin(p)
    return action
  })
}

/** The error codes `connectEmail` can throw. */
export type ConnectEmailErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'CONNECTOR_NOT_FOUND'
  | 'CONNECTOR_NO_PROVIDER'
  | 'EMAIL_RATE_LIMITED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_EMAIL'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'
