import type { ConnectReturnType } from '../connect/connect'
import { checkParam, objectParam } from '../validation/checkParam'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { finishLogin } from './finishLogin'

export interface ConnectOtpParams {
  otp: string
}

/** Sends the mailed one-time code; a right one starts the session and connects the embedded wallet. */
export const connectOtp = defineAction(async (p, params: ConnectOtpParams): Promise<ConnectReturnType> => {
  checkParam('params', objectParam(), params)
  const { otp } = params
  await authConnector(p).embedded.request('CONNECT_OTP', { otp })
  return finishLogin(p)
})
