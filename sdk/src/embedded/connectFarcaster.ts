import { updateAccountState } from '../chains/updateAccountState'
import type { ConnectReturnType } from '../connect/connect'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { finishLogin } from './finishLogin'

/** Waits until the Farcaster link was approved, then connects the embedded wallet. */
export const connectFarcaster = defineAction(async (p): Promise<ConnectReturnType> => {
  await authConnector(p).embedded.request('CONNECT_FARCASTER', undefined)
  updateAccountState(p, { farcasterUrl: undefined }, 'eip155')
  return finishLogin(p)
})
