import type { ConnectReturnType } from '../connect/connect'
import { checkParam, objectParam } from '../validation/checkParam'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { type EmbeddedLoginErrorType, finishLogin } from './finishLogin'

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
export const connectOtp = defineAction(async (p, params: ConnectOtpParams): Promise<ConnectReturnType> => {
  checkParam('params', objectParam(), params)
  const { otp } = params
  await authConnector(p).embedded.request('CONNECT_OTP', { otp })
  return finishLogin(p)
})

/** The error codes `connectOtp` can throw. */
export type ConnectOtpErrorType = EmbeddedLoginErrorType
