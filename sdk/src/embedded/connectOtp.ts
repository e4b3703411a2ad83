import type { ConnectReturnType } from '../connect/connect'
import { checkParam, objectParam } from '../validation/checkParam'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { finishLogin } from './finishLogin'

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
export type ConnectOtpErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'CONNECTOR_NOT_FOUND'
  | 'CONNECTOR_NO_PROVIDER'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'
