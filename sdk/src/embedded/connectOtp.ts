import type { ConnectReturnType } from '../connect/connect'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { finishLogin } from './finishLogin'

/** Sends the mailed one-time code; a right one starts the session and connects the embedded wallet. */
export const connectOtp = defineAction(async (p, otp: string): Promise<ConnectReturnType> => {
  await authConnector(p).embedded.request('CONNECT_OTP', { otp })
  return finishLogin(p)
})
