import type { ConnectReturnType } from '../connect/connect'
import { checkParam, objectParam } from '../validation/checkParam'
import { authConnector } from './embeddedSession'
import { type EmbeddedLoginErrorType, finishLogin } from './finishLogin'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `connectOtp`. */
export interface ConnectOtpParams {
  otp: string
}

/** What `connectOtp` returns. */
export type ConnectOtpReturnType = ConnectReturnType

/**
 * Sends the mailed one-time code; a right one starts the session and connects the embedded wallet.
 *
 * @example
 * const { accounts } = await connectOtp(portico, { otp: '123456' })
 */
export function connectOtp(p: Portico, params: ConnectOtpParams): Promise<ConnectReturnType> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { otp } = params
    await authConnector(p).embedded.request('CONNECT_OTP', { otp })
    return finishLogin(p)
  })
}

/** The error codes `connectOtp` can throw. */
export type ConnectOtpErrorType = EmbeddedLoginErrorType
