import { updateAccountState } from '../chains/updateAccountState'
import { push } from '../router/push'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'

/** Starts a Farcaster login: its approval link goes to `accountState.farcasterUrl` (shown as a QR code). */
export const getFarcasterUri = defineAction(async (p): Promise<string> => {
  const { url } = await authConnector(p).embedded.request('GET_FARCASTER_URI', undefined)
  updateAccountState(p, { farcasterUrl: url }, 'eip155')
  push(p, 'ConnectingFarcaster')
  return url
})
