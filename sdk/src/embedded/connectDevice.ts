import { replace } from '../router/replace'
import { authConnector } from './embeddedSession'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `connectDevice` returns. */
export type ConnectDeviceReturnType = undefined

/**
 * Waits until the user approved this device from the mailed link; then the code is mailed and EmailVerifyOtp shows.
 *
 * @example
 * await connectDevice(portico) // resolves once the link mailed to the user is opened
 */
export function connectDevice(p: Portico): Promise<void> {
  return runAction(p, async (p): Promise<void> => {
    await authConnector(p).embedded.request('CONNECT_DEVICE', undefined)
    replace(p, { view: 'EmailVerifyOtp', data: p.$router.get().data })
  })
}

/** The error codes `connectDevice` can throw. */
export type ConnectDeviceErrorType =
  | 'ACTION_FAILED'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
